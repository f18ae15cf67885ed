import { ownerMembershipUpdateSchema } from './membership-update';
import { validateInput } from './validate';

const today = '2026-11-22';
const personalInfo = {
  first_name: 'Leo',
  last_name: 'Novak',
  date_of_birth: '2015-07-18',
  gender: 'male',
  t_shirt_size: 'YM',
  uniform_size: '1',
  use_account_address: true,
};

describe('ownerMembershipUpdateSchema', () => {
  it('When the owner sends personal info, competition categories and email, then it is accepted', async () => {
    const result = await validateInput(
      ownerMembershipUpdateSchema,
      {
        personal_info: personalInfo,
        taekwondo_background: { competition_categories: ['poomsae', 'poomsae', 'kyorugi'] },
        email: 'leo@example.com',
      },
      { today },
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.taekwondo_background?.competition_categories).toEqual([
        'poomsae',
        'kyorugi',
      ]);
    }
  });

  it('When the owner sends a belt rank, school, tier or status, then each is refused', async () => {
    const result = await validateInput(
      ownerMembershipUpdateSchema,
      {
        taekwondo_background: {
          competition_categories: [],
          belt_rank: 'red',
          current_school: 'Elsewhere',
          role: 'coach',
        },
        membership_tier: 'champion',
        status: 'active',
      },
      { today },
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((error) => error.field).sort()).toEqual([
        'membership_tier',
        'status',
        'taekwondo_background.belt_rank',
        'taekwondo_background.current_school',
        'taekwondo_background.role',
      ]);
    }
  });

  it('When the new date of birth makes the athlete younger than 6, then it is refused', async () => {
    const result = await validateInput(
      ownerMembershipUpdateSchema,
      { personal_info: { ...personalInfo, date_of_birth: '2022-01-01' } },
      { today },
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'personal_info.date_of_birth', message: 'validation.tooYoung' }],
    });
  });
});
