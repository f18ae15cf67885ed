import {
  EMPTY_LEGACY_APPLICATION,
  legacyApplicationSchema,
  type LegacyApplication,
} from './legacy-application';

const TODAY = '2026-06-15';
const complete: LegacyApplication = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '(312) 555-0142',
  dateOfBirth: '2012-03-04',
  belt: 'green',
  school: 'Lakeview Taekwondo',
  instructor: 'Master Kim',
  emergencyName: 'Luis Pérez',
  emergencyPhone: '312-555-0199',
  emergencyRelation: 'parent',
  membershipTier: '',
};

async function errorsOf(values: LegacyApplication): Promise<Record<string, string>> {
  try {
    await legacyApplicationSchema(TODAY).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
}

describe('legacyApplicationSchema', () => {
  it('accepts a complete application without a plan', async () => {
    expect(await errorsOf(complete)).toEqual({});
  });

  it('requires every field except the plan', async () => {
    const errors = await errorsOf(EMPTY_LEGACY_APPLICATION);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'belt',
        'dateOfBirth',
        'email',
        'emergencyName',
        'emergencyPhone',
        'emergencyRelation',
        'firstName',
        'instructor',
        'lastName',
        'phone',
        'school',
      ].sort(),
    );
    expect(errors.firstName).toBe('joinLegacy.error.required');
  });

  it('refuses a malformed email, a short phone number and an unknown plan', async () => {
    const errors = await errorsOf({
      ...complete,
      email: 'ana@',
      phone: '555-0142',
      membershipTier: 'gold',
    });
    expect(errors).toMatchObject({
      email: 'joinLegacy.error.email',
      phone: 'joinLegacy.error.phone',
    });
    expect(errors.membershipTier).toBeDefined();
  });

  it('refuses a date of birth in the future or under the minimum age of 6', async () => {
    expect((await errorsOf({ ...complete, dateOfBirth: '2026-07-01' })).dateOfBirth).toBe(
      'joinLegacy.error.date',
    );
    expect((await errorsOf({ ...complete, dateOfBirth: '2020-06-16' })).dateOfBirth).toBe(
      'joinLegacy.error.minAge',
    );
    expect(await errorsOf({ ...complete, dateOfBirth: '2020-06-15' })).toEqual({});
  });

  it('accepts the basic and premium legacy plans', async () => {
    expect(await errorsOf({ ...complete, membershipTier: 'premium' })).toEqual({});
    expect(await errorsOf({ ...complete, membershipTier: 'basic' })).toEqual({});
  });
});
