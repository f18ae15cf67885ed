import { accountProfileSchema } from './account';
import { mailPreferencesInputSchema } from './announcement';
import { validateInput } from './validate';

const profile = { first_name: 'Ana', last_name: 'Lopez', phone: '312-555-0100' };

describe('validateInput', () => {
  it('reports keys named like Object.prototype members as unknown fields, at any depth', async () => {
    const input = JSON.parse(
      '{"first_name":"Ana","last_name":"Lopez","phone":"312-555-0100","__proto__":{"admin":true},' +
        '"address":{"constructor":1,"toString":"x"}}',
    );
    expect(await validateInput(accountProfileSchema, input)).toEqual({
      ok: false,
      errors: [
        { field: '__proto__', message: 'validation.unknownField' },
        { field: 'address.constructor', message: 'validation.unknownField' },
        { field: 'address.toString', message: 'validation.unknownField' },
      ],
    });
  });

  it('reads a body nested thousands of levels deep without running out of stack', async () => {
    let deep: unknown = { constructor: 1 };
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    const result = await validateInput(accountProfileSchema, { ...profile, address: deep });
    expect(result.ok).toBe(false);
  });

  it('refuses a value nested far deeper than any form as a wrong type, where yup would overflow', async () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 5_000; level += 1) deep = [deep];
    const input = { association_news: deep, events: true, club_messages: true };
    expect(await validateInput(mailPreferencesInputSchema, input)).toEqual({
      ok: false,
      errors: [{ field: 'association_news', message: 'validation.invalidType' }],
    });
  });

  it('still trims and casts a body without such keys', async () => {
    const input = { ...profile, first_name: ' Ana ' };
    expect(await validateInput(accountProfileSchema, input)).toEqual({ ok: true, value: profile });
  });
});
