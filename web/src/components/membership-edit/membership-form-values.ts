import {
  COACH_BELT_RANKS,
  COMPETITION_CATEGORIES,
  DEFAULT_COUNTRY,
  isOneOf,
  MEMBERSHIP_ROLES,
  TIERS,
} from '@domain/enums';
import {
  adminMembershipUpdateSchema,
  type AdminMembershipUpdateInput,
} from '@domain/schemas/admin';
import { athletePersonalInfoSchema } from '@domain/schemas/athlete-membership';
import { fieldErrors } from '@domain/schemas/field-errors';
import {
  ownerMembershipUpdateSchema,
  type OwnerMembershipUpdateInput,
} from '@domain/schemas/membership-update';
import { MEMBERSHIP_STATUSES, needsStatusReason, normaliseLegacyStatus } from '@domain/status';
import { ValidationError } from 'yup';

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
  /** The administrator's reason for a move the member is emailed about. */
  statusReason: string;
}

export type MembershipTextField = Exclude<
  keyof MembershipFormValues,
  'competitionCategories' | 'useAccountAddress' | 'address' | 'statusReason'
>;

/** Each field's problem as a message key; the address's under its own fields. */
export type MembershipFormErrors = Partial<Record<MembershipTextField | 'statusReason', string>> & {
  address?: Partial<Record<keyof MembershipAddressValues, string>>;
};

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
    statusReason: '',
  };
}

/** An administrator moving the record into active, suspended or cancelled gives a reason. */
export function statusReasonNeeded(
  membership: MembershipRecord,
  values: MembershipFormValues,
): boolean {
  const from = normaliseLegacyStatus(membership.status);
  return from !== null && needsStatusReason(from, normaliseLegacyStatus(values.status));
}

/**
 * The nested update, in the domain's input types: the owner's and the club owner's part
 * (OwnerMembershipUpdateInput) always present, an administrator's fields beside it, so one
 * payload is a checked body of PUT /memberships/{id}, its club-owner and its admin paths.
 */
export type MembershipUpdatePayload = AdminMembershipUpdateInput & {
  personal_info: NonNullable<OwnerMembershipUpdateInput['personal_info']>;
  taekwondo_background: NonNullable<OwnerMembershipUpdateInput['taekwondo_background']>;
};

const orNull = (value: string) => value.trim() || null;
const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  isOneOf(list, value) ? value : undefined;

/**
 * The owner and the club owner send personal details, competition categories and email
 * (never role, belt, school, tier or status); an administrator sends
 * those too, a legacy status (pending, rejected) mapped before saving. The personal details
 * are read by the domain's schema without refusing anything: the server's check names each
 * field's problem in the reader's language.
 */
export function membershipUpdatePayload(
  values: MembershipFormValues,
  { mode, statusReason }: { mode: MembershipEditMode; statusReason?: string },
): MembershipUpdatePayload {
  const competitionCategories = values.competitionCategories.filter((category) =>
    isOneOf(COMPETITION_CATEGORIES, category),
  );
  const payload: MembershipUpdatePayload = {
    personal_info: athletePersonalInfoSchema.cast(
      {
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
      { assert: false },
    ),
    taekwondo_background: { competition_categories: competitionCategories },
  };
  if (values.email.trim()) payload.email = values.email.trim();
  if (mode !== 'admin') return payload;
  payload.taekwondo_background = {
    role: oneOf(MEMBERSHIP_ROLES, values.role),
    belt_rank: oneOf(COACH_BELT_RANKS, values.beltRank),
    current_school: values.currentSchool.trim(),
    competition_categories: competitionCategories,
  };
  const tier = oneOf(TIERS, values.membershipTier);
  if (tier) payload.membership_tier = tier;
  const status = oneOf(MEMBERSHIP_STATUSES, normaliseLegacyStatus(values.status) ?? '');
  if (status) payload.status = status;
  if (statusReason !== undefined) payload.status_reason = statusReason.trim();
  return payload;
}

// The update's paths (inside personal_info or taekwondo_background) by the form's names.
const FIELD_OF_PATH: Record<string, keyof Omit<MembershipFormErrors, 'address'>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  date_of_birth: 'dateOfBirth',
  gender: 'gender',
  parent_name: 'parentName',
  t_shirt_size: 'tShirtSize',
  uniform_size: 'uniformSize',
  role: 'role',
  belt_rank: 'beltRank',
  current_school: 'currentSchool',
  membership_tier: 'membershipTier',
  email: 'email',
  status: 'status',
  status_reason: 'statusReason',
};

const ADDRESS_FIELD_OF_PATH: Record<string, keyof MembershipAddressValues> = {
  street_number_and_name: 'streetNumberAndName',
  apt_suite_unit_number: 'aptSuiteUnitNumber',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  country: 'country',
};

/**
 * The domain's check of the update the role sends (its owner's and the club owner's
 * schema, or the administrator's), each message key under its field; the reason the
 * service requires for the administrator's move is checked here too.
 */
export function membershipFormErrors(
  membership: MembershipRecord,
  values: MembershipFormValues,
  mode: MembershipEditMode,
): MembershipFormErrors {
  const needsReason = mode === 'admin' && statusReasonNeeded(membership, values);
  const statusReason = needsReason ? values.statusReason : undefined;
  const payload = membershipUpdatePayload(values, { mode, statusReason });
  const schema = mode === 'admin' ? adminMembershipUpdateSchema : ownerMembershipUpdateSchema;
  const errors: MembershipFormErrors = {};
  try {
    schema.validateSync(payload, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const { field, message } of fieldErrors(error)) {
      const inAddress = /^personal_info\.address\.(\w+)$/.exec(field);
      const addressKey = inAddress ? ADDRESS_FIELD_OF_PATH[inAddress[1]] : undefined;
      if (addressKey) {
        errors.address = { [addressKey]: message, ...errors.address };
        continue;
      }
      const key = FIELD_OF_PATH[field.replace(/^(personal_info|taekwondo_background)\./, '')];
      if (key) errors[key] ??= message;
    }
  }
  if (needsReason && !values.statusReason.trim()) {
    errors.statusReason = 'admin.statusReason.required';
  }
  return errors;
}
