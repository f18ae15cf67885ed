import { DEFAULT_COUNTRY } from '@domain/enums';
import { needsStatusReason, normaliseLegacyStatus } from '@domain/status';

import type { MembershipRecord } from '../../lib/records/records';

/**
 * Who edits the membership: its owner (My Account), the owner of the member's club, or an
 * administrator. Only an administrator changes role, belt, school, tier and status.
 */
export type MembershipEditMode = 'owner' | 'clubOwner' | 'admin';

export interface MembershipAddressValues {
  streetNumberAndName: string;
  aptSuiteUnitNumber: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

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
  role: string;
  beltRank: string;
  currentSchool: string;
  membershipTier: string;
  competitionCategories: string[];
  status: string;
  useAccountAddress: boolean;
  /** Edited as text; sent only when the membership has an address of its own. */
  address: MembershipAddressValues;
}

export type MembershipTextField = Exclude<
  keyof MembershipFormValues,
  'competitionCategories' | 'useAccountAddress' | 'address'
>;

const text = (value: string | null | undefined) => value ?? '';

export function membershipFormValues(membership: MembershipRecord): MembershipFormValues {
  const address = membership.address;
  return {
    firstName: membership.firstName,
    lastName: membership.lastName,
    email: text(membership.email),
    phone: text(membership.phone),
    dateOfBirth: membership.dateOfBirth.slice(0, 10),
    gender: text(membership.gender),
    parentName: text(membership.parentName),
    tShirtSize: membership.tShirtSize,
    uniformSize: membership.uniformSize,
    role: membership.role,
    beltRank: membership.beltRank,
    currentSchool: membership.currentSchool,
    membershipTier: text(membership.membershipTier),
    competitionCategories: [...membership.competitionCategories],
    status: normaliseLegacyStatus(membership.status) ?? '',
    useAccountAddress: membership.useAccountAddress || !address,
    address: {
      streetNumberAndName: text(address?.streetNumberAndName),
      aptSuiteUnitNumber: text(address?.aptSuiteUnitNumber),
      city: text(address?.city),
      state: text(address?.state),
      zipcode: text(address?.zipcode),
      country: text(address?.country) || DEFAULT_COUNTRY,
    },
  };
}

/** The address fields a membership with its own address must fill (the API checks them too). */
export function missingAddress(values: MembershipFormValues): boolean {
  if (values.useAccountAddress) return false;
  const { streetNumberAndName, city, state, zipcode, country } = values.address;
  const needsState = country === DEFAULT_COUNTRY;
  return [streetNumberAndName, city, zipcode, needsState ? state : 'x'].some(
    (value) => !value.trim(),
  );
}

/**
 * The personal details the owner's and the club owner's update must carry (the API's
 * personal_info schema); an administrator may save an older record without them.
 */
export function missingPersonalFields(
  values: MembershipFormValues,
  mode: MembershipEditMode,
): MembershipTextField[] {
  const required: MembershipTextField[] =
    mode === 'admin'
      ? ['firstName', 'lastName']
      : ['firstName', 'lastName', 'dateOfBirth', 'gender', 'tShirtSize', 'uniformSize'];
  return required.filter((field) => !values[field].trim());
}

/** An administrator moving the record into active, suspended or cancelled gives a reason. */
export function statusReasonNeeded(
  membership: MembershipRecord,
  values: MembershipFormValues,
): boolean {
  const from = normaliseLegacyStatus(membership.status);
  return from !== null && needsStatusReason(from, normaliseLegacyStatus(values.status));
}

/** The nested update (PUT /memberships/{id}, its club-owner and admin paths). */
export interface MembershipUpdatePayload {
  personal_info: Record<string, unknown>;
  taekwondo_background: Record<string, unknown>;
  email?: string;
  membership_tier?: string;
  status?: string;
  status_reason?: string;
}

const orNull = (value: string) => value.trim() || null;

/**
 * The owner and the club owner send personal details, competition categories and email
 * (never role, belt, school, tier or status); an administrator sends
 * those too, a legacy status (pending, rejected) mapped before saving.
 */
export function membershipUpdatePayload(
  values: MembershipFormValues,
  { mode, statusReason }: { mode: MembershipEditMode; statusReason?: string },
): MembershipUpdatePayload {
  const payload: MembershipUpdatePayload = {
    personal_info: {
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      // Left out when empty: the account's phone stands in.
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      date_of_birth: values.dateOfBirth.trim().slice(0, 10) || null,
      gender: orNull(values.gender),
      parent_name: orNull(values.parentName),
      t_shirt_size: orNull(values.tShirtSize),
      uniform_size: orNull(values.uniformSize),
      use_account_address: values.useAccountAddress,
      address: values.useAccountAddress
        ? null
        : {
            street_number_and_name: values.address.streetNumberAndName.trim(),
            apt_suite_unit_number: orNull(values.address.aptSuiteUnitNumber),
            city: values.address.city.trim(),
            state: values.address.state.trim(),
            zipcode: values.address.zipcode.trim(),
            country: values.address.country || DEFAULT_COUNTRY,
          },
    },
    taekwondo_background: { competition_categories: values.competitionCategories },
  };
  if (values.email.trim()) payload.email = values.email.trim();
  if (mode !== 'admin') return payload;
  payload.taekwondo_background = {
    role: orNull(values.role),
    belt_rank: orNull(values.beltRank),
    current_school: values.currentSchool.trim(),
    competition_categories: values.competitionCategories,
  };
  if (values.membershipTier) payload.membership_tier = values.membershipTier;
  const status = normaliseLegacyStatus(values.status);
  if (status) payload.status = status;
  if (statusReason !== undefined) payload.status_reason = statusReason.trim();
  return payload;
}
