import { ValidationError, type ISchema } from 'yup';

import { VALIDATION_MESSAGES } from '../validation-messages';

import { athleteMembershipSchema } from './athlete-membership';
import { clubMembershipSchema } from './club-membership';
import { fieldErrors, toDottedPath } from './field-errors';
import { signUpSchema } from './sign-up';
import { validateInput } from './validate';

describe('toDottedPath', () => {
  it('turns array indexes and quoted keys into dotted segments', () => {
    expect(toDottedPath('a.b[2].c')).toBe('a.b.2.c');
    expect(toDottedPath('["odd key"].x')).toBe('odd key.x');
    expect(toDottedPath('')).toBe('');
  });
});

describe('fieldErrors', () => {
  it('reports a single error thrown with abortEarly', () => {
    const error = new ValidationError(
      'validation.required',
      undefined,
      'personal_info.first_name',
      'required',
    );
    expect(fieldErrors(error)).toEqual([
      { field: 'personal_info.first_name', message: 'validation.required' },
    ]);
  });

  it('reports each unknown key of a nested object as its own field', async () => {
    const result = await validateInput(clubMembershipSchema, { club_info: { a: 1, b: 2 } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual(
      expect.arrayContaining([
        { field: 'club_info.a', message: 'validation.unknownField' },
        { field: 'club_info.b', message: 'validation.unknownField' },
      ]),
    );
  });

  it('emits only catalogue keys for even the most malformed input', async () => {
    const junk = [
      null,
      'text',
      42,
      [],
      { personal_info: 'x', taekwondo_background: [], agreements: { code_of_conduct: 'maybe' } },
      {
        personal_info: { first_name: {}, date_of_birth: 19900101, gender: null, address: 'here' },
        taekwondo_background: { competition_categories: 'poomsae' },
        is_self_registration: 'perhaps',
        relationship_to_athlete: 5,
        club_info: [],
      },
      { club_info: { club_logo: 12 }, owner_info: { belt_rank: [] }, membership_tier: {} },
      { email: [], password: 12345678901, confirm_password: null },
    ];
    const schemas: ISchema<unknown>[] = [
      athleteMembershipSchema,
      clubMembershipSchema,
      signUpSchema,
    ];
    const messages = new Set<string>();
    for (const input of junk) {
      for (const schema of schemas) {
        const result = await validateInput(schema, input, { today: '2025-01-01' });
        if (!result.ok) for (const error of result.errors) messages.add(error.message);
      }
    }
    expect(messages.size).toBeGreaterThan(3);
    for (const message of messages) expect(Object.keys(VALIDATION_MESSAGES)).toContain(message);
  });
});

describe('validateInput', () => {
  it('rethrows errors that are not validation errors', async () => {
    const broken = { validate: () => Promise.reject(new Error('boom')) };
    await expect(validateInput(broken as unknown as typeof signUpSchema, {})).rejects.toThrow(
      'boom',
    );
  });
});
