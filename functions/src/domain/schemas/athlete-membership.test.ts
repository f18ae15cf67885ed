import {
  athleteMembershipSchema,
  requiresParentName,
  resolveContactPhone,
} from './athlete-membership';
import { validateInput } from './validate';

const today = '2025-06-15';
const address = {
  street_number_and_name: '1 Main St',
  city: 'Peoria',
  state: 'IL',
  zipcode: '61602',
};

const application = () => ({
  email: 'kid@example.com',
  personal_info: {
    first_name: 'Jae',
    last_name: 'Kim',
    date_of_birth: '2015-03-02',
    gender: 'male',
    t_shirt_size: 'YM',
    uniform_size: '2',
    use_account_address: true,
  },
  taekwondo_background: {
    role: 'athlete',
    belt_rank: 'green',
    current_school: 'Peoria TKD',
    competition_categories: ['poomsae', 'kyorugi'],
  },
  agreements: { code_of_conduct: true, training_acknowledgement: true, media_release: true },
  is_self_registration: false,
  relationship_to_athlete: { relationship: 'parent' },
});

const check = (input: unknown) => validateInput(athleteMembershipSchema, input, { today });

describe('athleteMembershipSchema', () => {
  it('accepts a parent registering a child and fills the defaults', async () => {
    const result = await check(application());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.membership_tier).toBe('champion');
    expect(result.value.personal_info.address).toBeNull();
    expect(result.value.personal_info.parent_name).toBeNull();
    expect(result.value.relationship_to_athlete).toEqual({
      relationship: 'parent',
      relationship_other: null,
    });
  });

  it('lets a child join on their sixth birthday but not the day before', async () => {
    const base = application();
    const sixToday = await check({
      ...base,
      personal_info: { ...base.personal_info, date_of_birth: '2019-06-15' },
    });
    const sixTomorrow = await check({
      ...base,
      personal_info: { ...base.personal_info, date_of_birth: '2019-06-16' },
    });
    expect(sixToday.ok).toBe(true);
    expect(sixTomorrow).toEqual({
      ok: false,
      errors: [{ field: 'personal_info.date_of_birth', message: 'validation.tooYoung' }],
    });
  });

  it('reports a date of birth in the future as such, not as too young', async () => {
    const base = application();
    const result = await check({
      ...base,
      personal_info: { ...base.personal_info, date_of_birth: '2030-01-01' },
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'personal_info.date_of_birth', message: 'validation.dateInFuture' }],
    });
  });

  it('requires every agreement to be ticked', async () => {
    const result = await check({
      ...application(),
      agreements: { code_of_conduct: true, training_acknowledgement: false },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'agreements.training_acknowledgement', message: 'validation.mustAccept' },
        { field: 'agreements.media_release', message: 'validation.required' },
      ],
    });
  });

  it('offers only the basic and champion tiers', async () => {
    expect((await check({ ...application(), membership_tier: 'basic' })).ok).toBe(true);
    expect(await check({ ...application(), membership_tier: 'club' })).toEqual({
      ok: false,
      errors: [{ field: 'membership_tier', message: 'validation.oneOf' }],
    });
  });

  it('requires a relationship when registering someone else', async () => {
    const result = await check({ ...application(), relationship_to_athlete: null });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'relationship_to_athlete', message: 'validation.required' }],
    });
  });

  it('requires a description when the relationship is other', async () => {
    const missing = await check({
      ...application(),
      relationship_to_athlete: { relationship: 'other' },
    });
    const given = await check({
      ...application(),
      relationship_to_athlete: { relationship: 'other', relationship_other: ' aunt ' },
    });
    expect(missing).toEqual({
      ok: false,
      errors: [
        { field: 'relationship_to_athlete.relationship_other', message: 'validation.required' },
      ],
    });
    expect(given.ok && given.value.relationship_to_athlete).toEqual({
      relationship: 'other',
      relationship_other: 'aunt',
    });
  });

  it('drops the relationship of a self registration', async () => {
    const result = await check({ ...application(), is_self_registration: true });
    expect(result.ok && result.value.relationship_to_athlete).toBeNull();
  });

  it('requires an address unless the account address is used', async () => {
    const base = application();
    const noAddress = await check({
      ...base,
      personal_info: { ...base.personal_info, use_account_address: false },
    });
    const ownAddress = await check({
      ...base,
      personal_info: { ...base.personal_info, use_account_address: false, address },
    });
    expect(noAddress).toEqual({
      ok: false,
      errors: [{ field: 'personal_info.address', message: 'validation.required' }],
    });
    expect(ownAddress.ok && ownAddress.value.personal_info.address).toMatchObject({
      city: 'Peoria',
    });
  });

  it('clears an address sent alongside use_account_address', async () => {
    const base = application();
    const result = await check({ ...base, personal_info: { ...base.personal_info, address } });
    expect(result.ok && result.value.personal_info.address).toBeNull();
  });

  it('refuses coach-only belts, unknown categories and unknown sizes', async () => {
    const base = application();
    const result = await check({
      ...base,
      personal_info: { ...base.personal_info, t_shirt_size: 'XL', uniform_size: 7 },
      taekwondo_background: {
        ...base.taekwondo_background,
        belt_rank: 'white',
        competition_categories: ['poomsae', 'judo'],
      },
    });
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'personal_info.t_shirt_size', message: 'validation.oneOf' },
        { field: 'personal_info.uniform_size', message: 'validation.oneOf' },
        { field: 'taekwondo_background.belt_rank', message: 'validation.oneOf' },
        { field: 'taekwondo_background.competition_categories.1', message: 'validation.oneOf' },
      ]),
    });
  });

  it('removes repeated competition categories and defaults them to none', async () => {
    const base = application();
    const repeated = await check({
      ...base,
      taekwondo_background: {
        ...base.taekwondo_background,
        competition_categories: ['kyukpa', 'kyukpa'],
      },
    });
    const missing = await check({
      ...base,
      taekwondo_background: {
        role: 'referee',
        belt_rank: '4th_dan_black_belt',
        current_school: 'X',
      },
    });
    expect(repeated.ok && repeated.value.taekwondo_background.competition_categories).toEqual([
      'kyukpa',
    ]);
    expect(missing.ok && missing.value.taekwondo_background.competition_categories).toEqual([]);
  });

  it('rejects unknown fields at every level', async () => {
    const base = application();
    const result = await check({
      ...base,
      status: 'active',
      personal_info: { ...base.personal_info, division: 'Senior' },
    });
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'status', message: 'validation.unknownField' },
        { field: 'personal_info.division', message: 'validation.unknownField' },
      ]),
    });
  });

  it('requires the personal, background and agreement groups', async () => {
    const result = await check({ is_self_registration: true });
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'personal_info', message: 'validation.required' },
        { field: 'taekwondo_background', message: 'validation.required' },
        { field: 'agreements', message: 'validation.required' },
      ]),
    });
  });
});

describe('requiresParentName', () => {
  it('asks for a parent name only for a minor registered by someone else', () => {
    expect(requiresParentName('2008-06-16', false, today)).toBe(true);
    expect(requiresParentName('2007-06-15', false, today)).toBe(false);
    expect(requiresParentName('2015-01-01', true, today)).toBe(false);
  });
});

describe('resolveContactPhone', () => {
  it("uses the athlete's phone, else the account's, else nothing", () => {
    expect(resolveContactPhone('312-555-0101', '312-555-0100')).toBe('312-555-0101');
    expect(resolveContactPhone('  ', '312-555-0100')).toBe('312-555-0100');
    expect(resolveContactPhone(null, undefined)).toBeNull();
  });
});
