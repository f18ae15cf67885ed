import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { childApplication } from '../testing/athlete-values-fixture';

import { athleteMembershipPayload, parentNameFor } from './athlete-payload';

const today = '2025-06-15';
const context = { selfMembershipExists: false, accountPhone: COMPLETE_ACCOUNT.phone };

describe('the athlete membership payload', () => {
  it('describes a child registered by a parent, with parent_name and the account fallbacks', () => {
    const payload = athleteMembershipPayload(childApplication(), COMPLETE_ACCOUNT, context, today);
    expect(payload).toEqual({
      user_id: 'uid-1',
      email: 'jane@example.com',
      personal_info: {
        first_name: 'Sam',
        last_name: 'Doe',
        phone: '312-555-0100',
        date_of_birth: '2016-01-10',
        gender: 'male',
        t_shirt_size: 'YM',
        uniform_size: '2',
        parent_name: 'Jane Doe (parent)',
        use_account_address: true,
        address: null,
      },
      taekwondo_background: {
        role: 'athlete',
        belt_rank: 'green',
        current_school: 'Lakeshore Taekwondo',
        competition_categories: ['poomsae'],
      },
      agreements: { code_of_conduct: true, training_acknowledgement: true, media_release: true },
      membership_tier: 'basic',
      is_self_registration: false,
      relationship_to_athlete: { relationship: 'parent', relationship_other: null },
      club_id: 'club-1',
    });
  });

  it("keeps the athlete's own email and phone when given", () => {
    const values = childApplication();
    values.email = 'sam@example.com';
    values.personal_info.phone = '773-555-0199';
    const payload = athleteMembershipPayload(values, COMPLETE_ACCOUNT, context, today);
    expect(payload.email).toBe('sam@example.com');
    expect(payload.personal_info.phone).toBe('773-555-0199');
  });

  it('sends no relationship and no parent_name for oneself', () => {
    const values = childApplication();
    values.registration_type = 'self';
    values.personal_info.date_of_birth = '1985-04-02';
    const payload = athleteMembershipPayload(values, COMPLETE_ACCOUNT, context, today);
    expect(payload.is_self_registration).toBe(true);
    expect(payload.relationship_to_athlete).toBeNull();
    expect(payload.personal_info.parent_name).toBeNull();
  });

  it('sends a separate address in full when the account address is not used', () => {
    const values = childApplication();
    values.personal_info.use_account_address = false;
    values.personal_info.address = {
      street_number_and_name: '9 Oak Ave',
      apt_suite_unit_number: '',
      city: 'Chicago',
      state: 'il',
      zipcode: '60601',
      country: 'United States',
    };
    const payload = athleteMembershipPayload(values, COMPLETE_ACCOUNT, context, today);
    expect(payload.personal_info.address).toEqual({
      street_number_and_name: '9 Oak Ave',
      apt_suite_unit_number: null,
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
      country: 'United States',
    });
  });
});

describe('parent_name', () => {
  it("uses the description of an 'other' relationship", () => {
    const values = childApplication();
    values.relationship_to_athlete = { relationship: 'other', relationship_other: 'Aunt' };
    expect(parentNameFor(values, COMPLETE_ACCOUNT, today)).toBe('Jane Doe (Aunt)');
  });

  it('is null for an adult registered by someone else', () => {
    const values = childApplication();
    values.personal_info.date_of_birth = '2007-06-15';
    expect(parentNameFor(values, COMPLETE_ACCOUNT, today)).toBeNull();
    values.personal_info.date_of_birth = '2007-06-16';
    expect(parentNameFor(values, COMPLETE_ACCOUNT, today)).toBe('Jane Doe (parent)');
  });
});
