import type { BodyOf } from '@domain/contract/api-endpoints';
import { clubUpdateSchema } from '@domain/schemas/admin';
import { needsStatusReason, normaliseLegacyStatus, type ClubStatus } from '@domain/status';

import type { ClubRecord } from '../../lib/records/records';
import { lastPartIn, schemaFieldErrors } from '../form-fields/schema-field-errors';

/**
 * Who edits the club: its owner (My Account: the details and the logo) or an administrator
 * (the details and the status, with a reason for a move the owner is emailed about).
 */
export type ClubEditRole = 'owner' | 'admin';

export type ClubUpdateBody = BodyOf<'PUT /club-memberships/{id}'>;
type ClubInfoBody = NonNullable<ClubUpdateBody['club_info']>;

export const CLUB_TEXT_FIELDS = [
  'club_name',
  'club_owner_name',
  'club_address',
  'club_email',
  'club_phone',
] as const;
export type ClubTextField = (typeof CLUB_TEXT_FIELDS)[number];

/** A club as its edit form holds it, in the domain schema's names. */
export interface ClubFormValues extends Record<ClubTextField, string> {
  club_logo: string | null;
  status: string;
  status_reason: string;
}

export type ClubFormErrors = Partial<Record<keyof ClubFormValues, string>>;

export function clubFormValues(club: ClubRecord): ClubFormValues {
  return {
    club_name: club.clubName,
    club_owner_name: club.clubOwnerName,
    club_address: club.clubAddress,
    club_email: club.clubEmail,
    club_phone: club.clubPhone,
    club_logo: club.clubLogo,
    status: normaliseLegacyStatus(club.status) ?? '',
    status_reason: '',
  };
}

/** Into active, suspended or cancelled only with a reason, which the owner is emailed. */
export function clubReasonNeeded(from: ClubStatus, values: ClubFormValues): boolean {
  const current = normaliseLegacyStatus(from);
  return current !== null && needsStatusReason(current, normaliseLegacyStatus(values.status));
}

/** The owner sends the details; an administrator the status too (a legacy one mapped). */
export function clubUpdateBody(
  values: ClubFormValues,
  role: ClubEditRole,
  from: ClubStatus,
): ClubUpdateBody {
  const clubInfo: ClubInfoBody = {
    club_name: values.club_name.trim(),
    club_owner_name: values.club_owner_name.trim(),
    club_address: values.club_address.trim(),
    club_email: values.club_email.trim(),
    club_phone: values.club_phone.trim(),
    club_logo: values.club_logo,
  };
  if (role === 'owner') return { club_info: clubInfo };
  return {
    club_info: clubInfo,
    status: normaliseLegacyStatus(values.status) ?? undefined,
    status_reason: clubReasonNeeded(from, values) ? values.status_reason.trim() : undefined,
  };
}

const fieldOf = lastPartIn<keyof ClubFormValues>([
  ...CLUB_TEXT_FIELDS,
  'club_logo',
  'status',
  'status_reason',
]);

/**
 * The domain's check of the update, each message key under its field; the reason the
 * service requires for the administrator's move is checked here too.
 */
export function clubFormErrors(
  values: ClubFormValues,
  role: ClubEditRole,
  from: ClubStatus,
): ClubFormErrors {
  const errors = schemaFieldErrors(clubUpdateSchema, clubUpdateBody(values, role, from), fieldOf);
  if (role === 'admin' && clubReasonNeeded(from, values) && !values.status_reason.trim()) {
    errors.status_reason = 'admin.statusReason.required';
  }
  return errors;
}
