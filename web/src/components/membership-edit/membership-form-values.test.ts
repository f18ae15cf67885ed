import { membershipRecord } from '../../testing/records';

import {
  missingAddress,
  missingPersonalFields,
  membershipFormValues,
  membershipUpdatePayload,
} from './membership-form-values';

const member = membershipRecord({
  firstName: ' Ana ',
  lastName: 'Lopez',
  email: 'ana@example.org',
  dateOfBirth: '2012-03-04T00:00:00.000Z',
  role: 'athlete',
  beltRank: 'blue',
  currentSchool: 'Lakeshore Taekwondo',
  membershipTier: 'champion',
  competitionCategories: ['poomsae'],
  status: 'pending_payment',
});
const admin = { mode: 'admin' as const };

describe('membership update payload', () => {
  it('maps the legacy status rejected before saving', () => {
    const values = membershipFormValues(member);
    expect(values.status).toBe('pending_payment');
    expect(membershipUpdatePayload({ ...values, status: 'rejected' }, admin).status).toBe(
      'cancelled',
    );
  });

  it('nests personal details and taekwondo background, trimmed, with the date cut to the day', () => {
    const payload = membershipUpdatePayload(membershipFormValues(member), admin);
    expect(payload.personal_info).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lopez',
      date_of_birth: '2012-03-04',
    });
    expect(payload.personal_info).not.toHaveProperty('phone');
    expect(payload.taekwondo_background).toEqual({
      role: 'athlete',
      belt_rank: 'blue',
      competition_categories: ['poomsae'],
      current_school: 'Lakeshore Taekwondo',
    });
    expect(payload.membership_tier).toBe('champion');
  });

  it('keeps the address as it is, or the account address when the membership has none', () => {
    const address = {
      streetNumberAndName: '1 Main St',
      aptSuiteUnitNumber: null,
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
      country: 'United States',
    };
    expect(
      membershipUpdatePayload(
        membershipFormValues({ ...member, address, useAccountAddress: false }),
        admin,
      ).personal_info,
    ).toMatchObject({
      use_account_address: false,
      address: { street_number_and_name: '1 Main St', city: 'Chicago', zipcode: '60601' },
    });
    expect(
      membershipUpdatePayload(membershipFormValues(member), admin).personal_info,
    ).toMatchObject({ use_account_address: true, address: null });
  });

  it('sends an address of its own, trimmed, once the account address is switched off', () => {
    const values = { ...membershipFormValues(member), useAccountAddress: false };
    expect(values.address.country).toBe('United States');
    expect(missingAddress(values)).toBe(true);
    const address = {
      ...values.address,
      streetNumberAndName: ' 9 Oak Ave ',
      city: 'Springfield ',
      state: 'IL',
      zipcode: '62701',
    };
    expect(missingAddress({ ...values, address })).toBe(false);
    expect(membershipUpdatePayload({ ...values, address }, admin).personal_info).toMatchObject({
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
    expect(missingAddress({ ...values, useAccountAddress: true })).toBe(false);
  });

  it("sends the personal details as the domain's schema reads them: a state upper-cased, and no role it does not know", () => {
    const values = {
      ...membershipFormValues(member),
      useAccountAddress: false,
      role: '',
      address: {
        streetNumberAndName: '9 Oak Ave',
        aptSuiteUnitNumber: '',
        city: 'Springfield',
        state: 'il',
        zipcode: '62701',
        country: 'United States',
      },
    };
    const payload = membershipUpdatePayload(values, admin);
    expect(payload.personal_info.address).toMatchObject({ state: 'IL' });
    expect(payload.taekwondo_background.role).toBeUndefined();
  });

  it.each(['owner', 'clubOwner'] as const)(
    'sends only personal details, categories and email for the %s',
    (mode) => {
      const payload = membershipUpdatePayload(membershipFormValues(member), { mode });
      expect(payload.taekwondo_background).toEqual({ competition_categories: ['poomsae'] });
      expect(payload.email).toBe('ana@example.org');
      expect(payload).not.toHaveProperty('membership_tier');
      expect(payload).not.toHaveProperty('status');
    },
  );

  it("asks the owner and the club owner for what the API's personal details require, an administrator only for the names", () => {
    const values = { ...membershipFormValues(member), gender: '', tShirtSize: '' };
    expect(missingPersonalFields(values, 'owner')).toEqual(['gender', 'tShirtSize']);
    expect(missingPersonalFields(values, 'clubOwner')).toEqual(['gender', 'tShirtSize']);
    expect(missingPersonalFields(values, 'admin')).toEqual([]);
    expect(missingPersonalFields({ ...values, lastName: ' ' }, 'admin')).toEqual(['lastName']);
  });
});
