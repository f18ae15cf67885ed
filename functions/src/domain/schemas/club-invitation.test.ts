import { clubInvitationSchema, validateInviteSchema } from './club-invitation';
import { validateInput } from './validate';

describe('clubInvitationSchema', () => {
  it('trims the club name and email', async () => {
    const result = await validateInput(clubInvitationSchema, {
      club_name: '  Lincoln TKD ',
      club_email: ' a@b.co ',
    });
    expect(result).toEqual({ ok: true, value: { club_name: 'Lincoln TKD', club_email: 'a@b.co' } });
  });

  it('requires both fields, treating blanks as missing', async () => {
    const result = await validateInput(clubInvitationSchema, { club_name: '   ', club_email: '' });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'club_name', message: 'validation.required' },
        { field: 'club_email', message: 'validation.required' },
      ],
    });
  });

  it('refuses an email without a domain', async () => {
    const result = await validateInput(clubInvitationSchema, {
      club_name: 'X',
      club_email: 'owner@',
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'club_email', message: 'validation.email' }],
    });
  });

  it('accepts a client-made code of letters and digits and refuses other characters', async () => {
    const ok = await validateInput(clubInvitationSchema, {
      club_name: 'X',
      club_email: 'a@b.co',
      invite_code: 'k3j4h5g6f7d8s9a0q1w2e3r4t5',
    });
    const bad = await validateInput(clubInvitationSchema, {
      club_name: 'X',
      club_email: 'a@b.co',
      invite_code: 'a b',
    });
    expect(ok.ok).toBe(true);
    expect(bad).toEqual({
      ok: false,
      errors: [{ field: 'invite_code', message: 'validation.inviteCode' }],
    });
  });

  it('rejects unknown fields', async () => {
    const result = await validateInput(clubInvitationSchema, {
      club_name: 'X',
      club_email: 'a@b.co',
      status: 'active',
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'status', message: 'validation.unknownField' }],
    });
  });
});

describe('validateInviteSchema', () => {
  it('requires an invite code', async () => {
    expect(await validateInput(validateInviteSchema, {})).toEqual({
      ok: false,
      errors: [{ field: 'invite_code', message: 'validation.required' }],
    });
    expect((await validateInput(validateInviteSchema, { invite_code: 'abc123' })).ok).toBe(true);
  });
});
