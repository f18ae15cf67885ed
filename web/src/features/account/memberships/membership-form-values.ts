import { DEFAULT_COUNTRY } from '@domain/enums';

import type { AdminMembershipUpdate } from '../../../lib/admin/memberships-api';
import type { MembershipRecord } from '../../../lib/records/records';
import type { MembershipUpdatePayload } from '../api/account-api';

export interface MembershipFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  gender: string;
  parentName: string;
  tShirtSize: string;
  uniformSize: string;
  useAccountAddress: boolean;
  street: string;
  apt: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  // Administrators only: the owner's update may not carry them (spec 02 §2, §6).
  role: string;
  beltRank: string;
  currentSchool: string;
  membershipTier: string;
  // The owner's too, outside review (spec 02 §3).
  competitionCategories: string[];
}

export function membershipFormValues(membership: MembershipRecord): MembershipFormValues {
  const address = membership.address;
  return {
    firstName: membership.firstName,
    lastName: membership.lastName,
    email: membership.email ?? '',
    phone: membership.phone ?? '',
    dateOfBirth: membership.dateOfBirth.slice(0, 10),
    gender: membership.gender ?? '',
    parentName: membership.parentName ?? '',
    tShirtSize: membership.tShirtSize,
    uniformSize: membership.uniformSize,
    useAccountAddress: membership.useAccountAddress,
    street: address?.streetNumberAndName ?? '',
    apt: address?.aptSuiteUnitNumber ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipcode: address?.zipcode ?? '',
    country: address?.country || DEFAULT_COUNTRY,
    role: membership.role,
    beltRank: membership.beltRank,
    currentSchool: membership.currentSchool,
    membershipTier: membership.membershipTier || 'basic',
    competitionCategories: [...membership.competitionCategories],
  };
}

type TextField = Exclude<keyof MembershipFormValues, 'useAccountAddress' | 'competitionCategories'>;

/** Names, date of birth, gender and sizes always; the address with a different address. */
export function missingMembershipFields(values: MembershipFormValues): TextField[] {
  const required: TextField[] = [
    'firstName',
    'lastName',
    'dateOfBirth',
    'gender',
    'tShirtSize',
    'uniformSize',
  ];
  if (!values.useAccountAddress) {
    required.push('street', 'city', 'zipcode');
    if (values.country === DEFAULT_COUNTRY) required.push('state');
  }
  return required.filter((field) => !values[field].trim());
}

/**
 * The owner's update: personal details, competition categories and email; the account
 * address clears its own.
 */
export function membershipPayload(values: MembershipFormValues): MembershipUpdatePayload {
  return {
    personal_info: {
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      date_of_birth: values.dateOfBirth.slice(0, 10),
      gender: values.gender,
      parent_name: values.parentName.trim() || null,
      t_shirt_size: values.tShirtSize,
      uniform_size: values.uniformSize,
      use_account_address: values.useAccountAddress,
      address: values.useAccountAddress
        ? null
        : {
            street_number_and_name: values.street.trim(),
            apt_suite_unit_number: values.apt.trim() || null,
            city: values.city.trim(),
            state: values.state.trim(),
            zipcode: values.zipcode.trim(),
            country: values.country || DEFAULT_COUNTRY,
          },
    },
    taekwondo_background: { competition_categories: values.competitionCategories },
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
  };
}

/**
 * An administrator's update (PUT /memberships/{id}/admin): the owner's fields plus role,
 * belt rank, current school, tier and competition categories.
 */
export function adminMembershipPayload(values: MembershipFormValues): AdminMembershipUpdate {
  const school = values.currentSchool.trim();
  return {
    ...membershipPayload(values),
    taekwondo_background: {
      role: values.role,
      belt_rank: values.beltRank,
      ...(school ? { current_school: school } : {}),
      competition_categories: values.competitionCategories,
    },
    membership_tier: values.membershipTier,
  };
}
