import {
  CLUB_LOGO_MAX_BYTES,
  base64DecodedSize,
  clubMembershipSchema,
  logoDataUrlProblem,
} from './club-membership';
import { validateInput } from './validate';

const today = '2025-06-15';
const clubInfo = {
  club_name: 'Lincoln TKD',
  club_owner_name: 'Grace Lee',
  club_address: '10 State St, Chicago, IL 60601',
  club_email: 'info@lincolntkd.example',
  club_phone: '312-555-0199',
};
const ownerInfo = {
  first_name: 'Grace',
  last_name: 'Lee',
  phone: '312-555-0198',
  date_of_birth: '1980-02-29',
  gender: 'female',
  belt_rank: '5th_dan_black_belt',
  t_shirt_size: 'AM',
  uniform_size: '4',
};
const application = { club_info: clubInfo, owner_info: ownerInfo };
const check = (input: unknown) => validateInput(clubMembershipSchema, input, { today });

/** A data URL whose payload decodes to exactly `bytes` bytes. */
function pngOfBytes(bytes: number): string {
  return `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;
}

describe('clubMembershipSchema', () => {
  it('accepts a club with its owner and fills the club tier and a null logo', async () => {
    const result = await check(application);
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.membership_tier).toBe('club');
    expect(result.ok && result.value.club_info.club_logo).toBeNull();
  });

  it('falls back to prefer_not_to_say when the owner gives no gender', async () => {
    const result = await check({ ...application, owner_info: { ...ownerInfo, gender: '' } });
    expect(result.ok && result.value.owner_info.gender).toBe('prefer_not_to_say');
  });

  it('accepts coach-only belts such as purple for the owner', async () => {
    const result = await check({
      ...application,
      owner_info: { ...ownerInfo, belt_rank: 'purple' },
    });
    expect(result.ok).toBe(true);
  });

  it('requires the coach phone with its own message', async () => {
    const result = await check({ ...application, owner_info: { ...ownerInfo, phone: '' } });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'owner_info.phone', message: 'validation.coachPhone' }],
    });
  });

  it('requires every club detail and a valid club email', async () => {
    const result = await check({ ...application, club_info: { club_email: 'nope' } });
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'club_info.club_name', message: 'validation.required' },
        { field: 'club_info.club_owner_name', message: 'validation.required' },
        { field: 'club_info.club_address', message: 'validation.required' },
        { field: 'club_info.club_email', message: 'validation.email' },
        { field: 'club_info.club_phone', message: 'validation.required' },
      ]),
    });
  });

  it('accepts a logo of exactly 5 MB and refuses one a byte larger', async () => {
    const atLimit = await check({
      ...application,
      club_info: { ...clubInfo, club_logo: pngOfBytes(CLUB_LOGO_MAX_BYTES) },
    });
    const overLimit = await check({
      ...application,
      club_info: { ...clubInfo, club_logo: pngOfBytes(CLUB_LOGO_MAX_BYTES + 1) },
    });
    expect(atLimit.ok).toBe(true);
    expect(overLimit).toEqual({
      ok: false,
      errors: [{ field: 'club_info.club_logo', message: 'validation.image.size' }],
    });
  });

  it('refuses a logo that is not a PNG, JPEG or GIF data URL', async () => {
    for (const club_logo of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://x.example/logo.png',
      'data:image/png;base64,@@@@',
    ]) {
      const result = await check({ ...application, club_info: { ...clubInfo, club_logo } });
      expect(result).toEqual({
        ok: false,
        errors: [{ field: 'club_info.club_logo', message: 'validation.image.type' }],
      });
    }
  });

  it('makes sure the owner is at least six years old', async () => {
    const result = await check({
      ...application,
      owner_info: { ...ownerInfo, date_of_birth: '2020-01-01' },
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'owner_info.date_of_birth', message: 'validation.tooYoung' }],
    });
  });

  it('refuses a tier other than club, unknown statuses and unknown fields', async () => {
    const result = await check({
      ...application,
      membership_tier: 'champion',
      status: 'owner',
      paid: true,
    });
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'membership_tier', message: 'validation.oneOf' },
        { field: 'status', message: 'validation.oneOf' },
        { field: 'paid', message: 'validation.unknownField' },
      ]),
    });
  });
});

describe('logo helpers', () => {
  it('computes the decoded size from the base64 length and padding', () => {
    expect(base64DecodedSize('')).toBe(0);
    expect(base64DecodedSize('QQ==')).toBe(1);
    expect(base64DecodedSize('QUI=')).toBe(2);
    expect(base64DecodedSize('QUJD')).toBe(3);
  });

  it('accepts jpeg and gif data URLs', () => {
    expect(logoDataUrlProblem('data:image/jpeg;base64,QUJD')).toBeNull();
    expect(logoDataUrlProblem('data:image/gif;base64,QUJD')).toBeNull();
    expect(logoDataUrlProblem('data:image/png;base64,QUJ')).toBe('type');
  });
});
