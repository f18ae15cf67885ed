import { divisionPreview } from './division-preview';

describe('the division preview', () => {
  it('names the division of a complete date of birth', () => {
    expect(divisionPreview('2016-01-10', '2025-06-15')).toBe('Youth');
    expect(divisionPreview('2009-01-10', '2025-06-15')).toBe('Cadet');
    expect(divisionPreview('1980-01-10', '2025-06-15')).toBe('Masters');
  });

  it('shows nothing for an incomplete or future date', () => {
    expect(divisionPreview('2016-01', '2025-06-15')).toBeNull();
    expect(divisionPreview('2026-01-10', '2025-06-15')).toBeNull();
  });
});
