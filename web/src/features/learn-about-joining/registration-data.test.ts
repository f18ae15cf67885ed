import { parseRegistrationData } from './registration-data';

describe('parseRegistrationData', () => {
  it('reads the first name and email from the stored personal information', () => {
    const raw = JSON.stringify({
      personalInfo: { firstName: ' Ana ', lastName: 'Pérez', email: 'ana@example.com' },
      taekwondoInfo: { role: 'athlete', beltRank: 'yellow' },
    });
    expect(parseRegistrationData(raw)).toEqual({ firstName: 'Ana', email: 'ana@example.com' });
  });

  it('returns null for missing, malformed or wrongly shaped data', () => {
    expect(parseRegistrationData(null)).toBeNull();
    expect(parseRegistrationData('{not json')).toBeNull();
    expect(parseRegistrationData('[]')).toBeNull();
    expect(parseRegistrationData(JSON.stringify({ taekwondoInfo: {} }))).toBeNull();
  });

  it('leaves out blank or non-text fields', () => {
    const raw = JSON.stringify({ personalInfo: { firstName: '  ', email: 42 } });
    expect(parseRegistrationData(raw)).toEqual({ firstName: null, email: null });
  });
});
