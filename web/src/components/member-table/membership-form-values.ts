import { DEFAULT_COUNTRY } from '@domain/enums';
import { needsStatusReason, normaliseLegacyStatus } from '@domain/status';

import type { MemberRecord } from '../../lib/clubs/member-record';

export interface MembershipFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  gender: string;
  parent_name: string;
  t_shirt_size: string;
  uniform_size: string;
  role: string;
  belt_rank: string;
  current_school: string;
  membership_tier: string;
  competition_categories: string[];
  status: string;
  use_account_address: boolean;
  /** Edited as text; sent only when the membership has an address of its own. */
  address: MembershipAddress;
}

export interface MembershipAddress {
  street_number_and_name: string;
  apt_suite_unit_number: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

const text = (value: string | null | undefined) => value ?? '';

function addressFormValues(address: MemberRecord['address']): MembershipAddress {
  return {
    street_number_and_name: text(address?.street_number_and_name),
    apt_suite_unit_number: text(address?.apt_suite_unit_number),
    city: text(address?.city),
    state: text(address?.state),
    zipcode: text(address?.zipcode),
    country: text(address?.country) || DEFAULT_COUNTRY,
  };
}

/** The address fields a membership with its own address must fill (the API checks them too). */
export function missingAddress(values: MembershipFormValues): boolean {
  if (values.use_account_address) return false;
  const { street_number_and_name, city, state, zipcode, country } = values.address;
  const needsState = country === DEFAULT_COUNTRY;
  return [street_number_and_name, city, zipcode, needsState ? state : 'x'].some(
    (value) => !value.trim(),
  );
}

export function membershipFormValues(member: MemberRecord): MembershipFormValues {
  return {
    first_name: text(member.first_name),
    last_name: text(member.last_name),
    email: text(member.email),
    phone: text(member.phone),
    date_of_birth: text(member.date_of_birth).slice(0, 10),
    gender: text(member.gender),
    parent_name: text(member.parent_name),
    t_shirt_size: text(member.t_shirt_size),
    uniform_size: text(member.uniform_size),
    role: text(member.role),
    belt_rank: text(member.belt_rank),
    current_school: text(member.current_school),
    membership_tier: text(member.membership_tier),
    competition_categories: [...(member.competition_categories ?? [])],
    status: normaliseLegacyStatus(member.status) ?? '',
    use_account_address: member.use_account_address ?? !member.address,
    address: addressFormValues(member.address),
  };
}

export interface MembershipUpdatePayload {
  personal_info: Record<string, unknown>;
  taekwondo_background: Record<string, unknown>;
  email?: string;
  membership_tier?: string;
  status?: string;
  status_reason?: string;
}

/** An administrator moving the record into active, suspended or cancelled gives a reason. */
export function statusReasonNeeded(member: MemberRecord, values: MembershipFormValues): boolean {
  const from = normaliseLegacyStatus(member.status);
  return from !== null && needsStatusReason(from, normaliseLegacyStatus(values.status));
}

const orNull = (value: string) => value.trim() || null;

/**
 * The nested update of spec 02 §3. A club owner sends only personal details, categories
 * and email (never role, belt, school, tier or status); an
 * administrator's legacy status (pending, rejected) is mapped before saving.
 */
export function membershipUpdatePayload(
  values: MembershipFormValues,
  { isClubOwner = false, statusReason }: { isClubOwner?: boolean; statusReason?: string } = {},
): MembershipUpdatePayload {
  const payload: MembershipUpdatePayload = {
    personal_info: {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone: orNull(values.phone),
      date_of_birth: values.date_of_birth.trim().slice(0, 10) || null,
      gender: orNull(values.gender),
      parent_name: orNull(values.parent_name),
      t_shirt_size: orNull(values.t_shirt_size),
      uniform_size: orNull(values.uniform_size),
      use_account_address: values.use_account_address,
      address: values.use_account_address
        ? null
        : {
            street_number_and_name: values.address.street_number_and_name.trim(),
            apt_suite_unit_number: orNull(values.address.apt_suite_unit_number),
            city: values.address.city.trim(),
            state: values.address.state.trim(),
            zipcode: values.address.zipcode.trim(),
            country: values.address.country,
          },
    },
    taekwondo_background: { competition_categories: values.competition_categories },
  };
  if (values.email.trim()) payload.email = values.email.trim();
  // Role, belt rank, school, tier and status are the administrators' (spec 02 section 6).
  if (isClubOwner) return payload;
  payload.taekwondo_background.role = orNull(values.role);
  payload.taekwondo_background.belt_rank = orNull(values.belt_rank);
  payload.taekwondo_background.current_school = values.current_school.trim();
  if (values.membership_tier) payload.membership_tier = values.membership_tier;
  const status = normaliseLegacyStatus(values.status);
  if (status) payload.status = status;
  if (statusReason !== undefined) payload.status_reason = statusReason.trim();
  return payload;
}
