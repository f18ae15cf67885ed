import type { MemberRecord } from '../../lib/clubs/member-record';

import {
  missingAddress,
  membershipFormValues,
  membershipUpdatePayload,
} from './membership-form-values';

const member: MemberRecord = {
  id: 'm1',
  first_name: ' Ana ',
  last_name: 'Lopez',
  email: 'ana@example.org',
  date_of_birth: '2012-03-04T00:00:00.000Z',
  role: 'athlete',
  belt_rank: 'blue',
  current_school: 'Lakeshore Taekwondo',
  membership_tier: 'champion',
  competition_categories: ['poomsae'],
  status: 'pending',
};

describe('membership update payload', () => {
  it('maps the legacy statuses pending and rejected before saving', () => {
    const values = membershipFormValues(member);
    expect(values.status).toBe('pending_payment');
    expect(membershipUpdatePayload({ ...values, status: 'rejected' }).status).toBe('cancelled');
  });

  it('nests personal details and taekwondo background, trimmed, with the date cut to the day', () => {
    const payload = membershipUpdatePayload(membershipFormValues(member));
    expect(payload.personal_info).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lopez',
      date_of_birth: '2012-03-04',
      phone: null,
    });
    expect(payload.taekwondo_background).toEqual({
      role: 'athlete',
      belt_rank: 'blue',
      competition_categories: ['poomsae'],
      current_school: 'Lakeshore Taekwondo',
    });
    expect(payload.membership_tier).toBe('champion');
  });

  it('keeps the address as it is, or the account address when the membership has none', () => {
    const address = { street_number_and_name: '1 Main St', city: 'Chicago', zipcode: '60601' };
    expect(
      membershipUpdatePayload(
        membershipFormValues({ ...member, address, use_account_address: false }),
      ).personal_info,
    ).toMatchObject({ use_account_address: false, address });
    expect(membershipUpdatePayload(membershipFormValues(member)).personal_info).toMatchObject({
      use_account_address: true,
      address: null,
    });
  });

  it('sends an address of its own, trimmed, once the account address is switched off', () => {
    const values = { ...membershipFormValues(member), use_account_address: false };
    expect(values.address.country).toBe('United States');
    expect(missingAddress(values)).toBe(true);
    const address = {
      ...values.address,
      street_number_and_name: ' 9 Oak Ave ',
      city: 'Springfield ',
      state: 'IL',
      zipcode: '62701',
    };
    expect(missingAddress({ ...values, address })).toBe(false);
    expect(membershipUpdatePayload({ ...values, address }).personal_info).toMatchObject({
      use_account_address: false,
      address: {
        street_number_and_name: '9 Oak Ave',
        apt_suite_unit_number: null,
        city: 'Springfield',
        state: 'IL',
        zipcode: '62701',
        country: 'United States',
      },
    });
    expect(missingAddress({ ...values, use_account_address: true })).toBe(false);
  });

  it('sends only personal details, categories and email for a club owner', () => {
    const payload = membershipUpdatePayload(membershipFormValues(member), { isClubOwner: true });
    expect(payload.taekwondo_background).toEqual({ competition_categories: ['poomsae'] });
    expect(payload).not.toHaveProperty('membership_tier');
    expect(payload).not.toHaveProperty('status');
  });
});
