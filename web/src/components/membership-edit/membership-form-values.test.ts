import { membershipRecord } from '../../testing/records';

import {
  membershipFormErrors,
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
    expect(membershipFormErrors(member, values, 'owner').address).toEqual({
      streetNumberAndName: 'validation.required',
      city: 'validation.required',
      state: 'validation.required',
      zipcode: 'validation.required',
    });
    const address = {
      ...values.address,
      streetNumberAndName: ' 9 Oak Ave ',
      city: 'Springfield ',
      state: 'IL',
      zipcode: '62701',
    };
    expect(membershipFormErrors(member, { ...values, address }, 'owner')).toEqual({});
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
    expect(membershipFormErrors(member, { ...values, useAccountAddress: true }, 'owner')).toEqual(
      {},
    );
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

  it.each(['owner', 'clubOwner', 'admin'] as const)(
    "asks the %s for what the API's personal details require, each under its field",
    (mode) => {
      const values = { ...membershipFormValues(member), gender: '', tShirtSize: '' };
      expect(membershipFormErrors(member, values, mode)).toEqual({
        gender: 'validation.required',
        tShirtSize: 'validation.required',
      });
      expect(membershipFormErrors(member, { ...values, lastName: ' ' }, mode)).toMatchObject({
        lastName: 'validation.required',
      });
    },
  );

  it('asks an administrator for the reason of a move the member is emailed about', () => {
    const values = { ...membershipFormValues(member), status: 'suspended' };
    expect(membershipFormErrors(member, values, 'admin')).toEqual({
      statusReason: 'admin.statusReason.required',
    });
    expect(membershipFormErrors(member, { ...values, statusReason: 'Unpaid' }, 'admin')).toEqual(
      {},
    );
  });
});
