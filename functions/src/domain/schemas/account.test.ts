import {
  accountProfileSchema,
  adminAccountUpdateSchema,
  completeAccountSchema,
  createAccountSchema,
} from './account';
import { validateInput } from './validate';

const today = '2025-06-15';
const address = {
  street_number_and_name: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
};
const profile = {
  first_name: 'Min',
  last_name: 'Park',
  phone: '(312) 555-0100',
  date_of_birth: '1990-04-01',
  gender: 'female',
  address,
};

describe('accountProfileSchema', () => {
  it('accepts a profile and omits a blank date of birth and gender', async () => {
    const result = await validateInput(
      accountProfileSchema,
      { ...profile, date_of_birth: '', gender: '', email: 'min@example.com' },
      { today },
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.value).not.toHaveProperty('date_of_birth');
    expect(result.ok && result.value).not.toHaveProperty('gender');
  });

  it('refuses half a surrogate pair, which Firestore cannot store, and keeps a whole one', async () => {
    const broken = await validateInput(
      accountProfileSchema,
      { ...profile, first_name: 'Min\uD83E' },
      { today },
    );
    expect(broken).toEqual({
      ok: false,
      errors: [{ field: 'first_name', message: 'validation.invalidType' }],
    });
    const emoji = { ...profile, first_name: 'Min \u{1F94B}' };
    expect(await validateInput(accountProfileSchema, emoji, { today })).toMatchObject({ ok: true });
  });

  it('requires first name, last name and phone', async () => {
    const result = await validateInput(accountProfileSchema, { first_name: ' ' }, { today });
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'first_name', message: 'validation.required' },
        { field: 'last_name', message: 'validation.required' },
        { field: 'phone', message: 'validation.required' },
      ]),
    });
  });

  it('refuses a role, an unknown gender and a bad phone', async () => {
    const result = await validateInput(
      accountProfileSchema,
      { ...profile, role: 'admin', gender: 'robot', phone: 'call me' },
      { today },
    );
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'role', message: 'validation.unknownField' },
        { field: 'gender', message: 'validation.oneOf' },
        { field: 'phone', message: 'validation.phone' },
      ]),
    });
  });

  it('refuses a date of birth that is not a date or lies in the future', async () => {
    const notADate = await validateInput(
      accountProfileSchema,
      { ...profile, date_of_birth: '04/01/1990' },
      { today },
    );
    const future = await validateInput(
      accountProfileSchema,
      { ...profile, date_of_birth: '2025-06-16' },
      { today },
    );
    expect(notADate).toEqual({
      ok: false,
      errors: [{ field: 'date_of_birth', message: 'validation.date' }],
    });
    expect(future).toEqual({
      ok: false,
      errors: [{ field: 'date_of_birth', message: 'validation.dateInFuture' }],
    });
  });

  it('cuts a timestamp date of birth to its date', async () => {
    const result = await validateInput(
      accountProfileSchema,
      { ...profile, date_of_birth: '1990-04-01T00:00:00.000Z' },
      { today },
    );
    expect(result.ok && result.value.date_of_birth).toBe('1990-04-01');
  });

  it('checks a nested address and reports its dotted field path', async () => {
    const result = await validateInput(
      accountProfileSchema,
      { ...profile, address: { ...address, zipcode: 'x' } },
      { today },
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'address.zipcode', message: 'validation.zipcode' }],
    });
  });

  it('leaves a missing or null address out', async () => {
    const withoutAddress = { ...profile, address: undefined };
    const missing = await validateInput(accountProfileSchema, withoutAddress, { today });
    const nullAddress = await validateInput(
      accountProfileSchema,
      { ...profile, address: null },
      { today },
    );
    expect(missing.ok && missing.value.address).toBeUndefined();
    expect(nullAddress.ok && nullAddress.value.address).toBeUndefined();
  });
});

describe('adminAccountUpdateSchema', () => {
  it('lets an administrator set the role but requires the email and a known role', async () => {
    const ok = await validateInput(adminAccountUpdateSchema, {
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      role: 'instructor',
    });
    const bad = await validateInput(adminAccountUpdateSchema, {
      first_name: 'A',
      last_name: 'B',
      role: 'owner',
    });
    expect(ok.ok).toBe(true);
    expect(bad).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'email', message: 'validation.required' },
        { field: 'role', message: 'validation.oneOf' },
      ]),
    });
  });
});

describe('createAccountSchema', () => {
  it('needs only the email and the sign-in method', async () => {
    const result = await validateInput(createAccountSchema, {
      email: ' min@example.com ',
      auth_method: 'google',
    });
    expect(result).toEqual({
      ok: true,
      value: { email: 'min@example.com', auth_method: 'google' },
    });
  });

  it("accepts the spec's create payload with role 'member'", async () => {
    const result = await validateInput(createAccountSchema, {
      email: 'min@example.com',
      auth_method: 'email',
      role: 'member',
    });
    expect(result).toEqual({
      ok: true,
      value: { email: 'min@example.com', auth_method: 'email', role: 'member' },
    });
  });

  it('refuses any other role sent by the client', async () => {
    const result = await validateInput(createAccountSchema, {
      email: 'min@example.com',
      auth_method: 'email',
      role: 'admin',
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'role', message: 'validation.oneOf' }],
    });
  });

  it('refuses an unknown sign-in method and a malformed email', async () => {
    const result = await validateInput(createAccountSchema, {
      email: 'min@',
      auth_method: 'twitter',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'email', message: 'validation.email' },
        { field: 'auth_method', message: 'validation.oneOf' },
      ],
    });
  });
});

describe('completeAccountSchema', () => {
  it('accepts a profile with all five completeness fields and an address', async () => {
    expect((await validateInput(completeAccountSchema, profile, { today })).ok).toBe(true);
  });

  it.each(['first_name', 'last_name', 'phone', 'date_of_birth', 'gender', 'address'])(
    'requires %s',
    async (field) => {
      const result = await validateInput(
        completeAccountSchema,
        { ...profile, [field]: null },
        { today },
      );
      expect(result).toEqual({ ok: false, errors: [{ field, message: 'validation.required' }] });
    },
  );
});
