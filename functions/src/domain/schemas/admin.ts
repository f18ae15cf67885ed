import { boolean, number, type InferType } from 'yup';

import { EXPIRY_FILTERS } from '../admin-listing';
import { COACH_BELT_RANKS, MEMBERSHIP_ROLES, TIERS } from '../enums';
import {
  CLUB_STATUSES,
  MEMBERSHIP_STATUSES,
  REVIEW_FILTER_STATUSES,
  normaliseLegacyStatus,
} from '../status';

import { athletePersonalInfoSchema, competitionCategoriesField } from './athlete-membership';
import { clubInfoSchema } from './club-membership';
import {
  blankToUndefined,
  emailField,
  messageKey,
  oneOfText,
  optionalText,
  recordIdField,
  requiredText,
  strictObject,
  text,
} from './fields';
import { INVALID_TYPE_MESSAGE, REQUIRED_MESSAGE } from './message-keys';

const ONE_OF = messageKey('validation.oneOf');

export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_MAX_SKIP = 10_000;

// Query strings: 'all' means no filter, as does an empty value.
const allToUndefined = (value: unknown) => (value === 'all' ? undefined : value);
const filterOf = <T extends string>(list: readonly T[]) =>
  oneOfText(list).transform(allToUndefined).optional();
const flag = () => boolean().typeError(INVALID_TYPE_MESSAGE).transform(blankToUndefined).optional();

const paging = {
  skip: number().typeError(INVALID_TYPE_MESSAGE).integer().min(0).max(ADMIN_MAX_SKIP).default(0),
  limit: number()
    .typeError(INVALID_TYPE_MESSAGE)
    .integer()
    .min(1)
    .max(ADMIN_MAX_PAGE_SIZE)
    .default(ADMIN_PAGE_SIZE),
  // The previous page's last row: the next page starts after it (skip is the fallback).
  after: recordIdField().optional(),
  search: optionalText(100),
  // The trash view: soft-deleted records instead of live ones.
  deleted: flag(),
};

/** GET /accounts (admin). The spec's client sends active_only, or activeOnly. */
export const adminAccountsQuerySchema = strictObject({
  ...paging,
  active_only: flag(),
  activeOnly: flag(),
});

/** GET /memberships (admin); the coaches and referees tabs also filter not_yet_eligible. */
export const adminMembershipsQuerySchema = strictObject({
  ...paging,
  status: filterOf(REVIEW_FILTER_STATUSES),
  role: filterOf(MEMBERSHIP_ROLES),
  expiry: filterOf(EXPIRY_FILTERS),
});

/** GET /club-memberships (admin). */
export const adminClubsQuerySchema = strictObject({
  ...paging,
  status: filterOf(CLUB_STATUSES),
  expiry: filterOf(EXPIRY_FILTERS),
});

/** The most a status reason may hold; it is shown to the owner and emailed to them. */
export const STATUS_REASON_MAX = 500;

/** POST /memberships/{id}/activate|suspend|cancel and the clubs' equivalents. */
export const statusReasonSchema = strictObject({
  reason: requiredText(STATUS_REASON_MAX),
});

/** The statuses an export filters on: a club's, or a membership's review filter. */
export const EXPORT_STATUS_FILTERS = [...CLUB_STATUSES, 'not_yet_eligible'] as const;

/** The export takes the table's search and filters, without paging. */
export const exportQuerySchema = strictObject({
  search: optionalText(100),
  status: filterOf(EXPORT_STATUS_FILTERS),
  role: filterOf(MEMBERSHIP_ROLES),
  active_only: flag(),
  deleted: flag(),
});

/** A status as the edit dialogs send it; legacy pending and rejected are mapped first. */
const legacyMappedStatus = <T extends string>(list: readonly T[]) =>
  text(40)
    .transform((value: unknown) =>
      typeof value === 'string' ? (normaliseLegacyStatus(value) ?? value) : value,
    )
    .oneOf(list, ONE_OF)
    .optional();

/**
 * PUT /memberships/{id}/admin: the nested payload, every group
 * optional, so status alone is a valid update.
 */
export const adminMembershipUpdateSchema = strictObject({
  personal_info: athletePersonalInfoSchema.default(undefined).optional(),
  taekwondo_background: strictObject({
    role: oneOfText(MEMBERSHIP_ROLES).optional(),
    belt_rank: oneOfText(COACH_BELT_RANKS).optional(),
    current_school: optionalText(),
    competition_categories: competitionCategoriesField().default(undefined).optional(),
  })
    .default(undefined)
    .optional(),
  membership_tier: oneOfText(TIERS).optional(),
  email: emailField().optional(),
  status: legacyMappedStatus(MEMBERSHIP_STATUSES),
  // Required by the service when the status moves into active, suspended or cancelled.
  status_reason: optionalText(STATUS_REASON_MAX),
});

/** PUT /club-memberships/{id}: the club's details and, for an administrator, its status. */
export const clubUpdateSchema = strictObject({
  club_info: clubInfoSchema.default(undefined).optional(),
  status: legacyMappedStatus(CLUB_STATUSES),
  status_reason: optionalText(STATUS_REASON_MAX),
});

/** GET /club-owner/members: the club's roster, searched and paged. */
export const clubMembersQuerySchema = strictObject({
  search: optionalText(100),
  skip: paging.skip,
  after: paging.after,
  limit: paging.limit.default(ADMIN_MAX_PAGE_SIZE),
});

/** GET /audit?record_id= */
export const auditQuerySchema = strictObject({
  record_id: recordIdField().required(REQUIRED_MESSAGE),
});

export type AdminAccountsQuery = InferType<typeof adminAccountsQuerySchema>;
export type AdminMembershipsQuery = InferType<typeof adminMembershipsQuerySchema>;
export type AdminClubsQuery = InferType<typeof adminClubsQuerySchema>;
export type ExportQuery = InferType<typeof exportQuerySchema>;
export type AdminMembershipUpdateInput = InferType<typeof adminMembershipUpdateSchema>;
export type ClubUpdateInput = InferType<typeof clubUpdateSchema>;
export type ClubMembersQuery = InferType<typeof clubMembersQuerySchema>;
export type StatusReasonInput = InferType<typeof statusReasonSchema>;
export type AuditQuery = InferType<typeof auditQuerySchema>;
