import { array, boolean, number, type InferType } from 'yup';

import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_SCOPES,
  ANNOUNCEMENT_SUBJECT_MAX,
  AUDIENCE_EXPIRY_DAYS_MAX,
} from '../announcements';
import { CERTIFICATION_KINDS } from '../certifications';
import { AGE_DIVISIONS, MEMBERSHIP_ROLES, TIERS } from '../enums';
import { MEMBERSHIP_STATUSES } from '../status';

import { oneOfText, recordIdField, requiredText, strictObject, text } from './fields';
import { INVALID_TYPE_MESSAGE, REQUIRED_MESSAGE } from './message-keys';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;
export const ANNOUNCEMENTS_MAX_PAGE_SIZE = 100;
export const UNSUBSCRIBE_TOKEN_MAX = 2000;

/** A list of choices, each once; empty (or left out) means any. */
const choices = <T extends string>(list: readonly T[]) =>
  array(oneOfText(list).required(REQUIRED_MESSAGE))
    .typeError(INVALID_TYPE_MESSAGE)
    .transform((value: unknown) =>
      value === null ? undefined : Array.isArray(value) ? [...new Set(value)] : value,
    )
    .default([]);

const nullableId = () => recordIdField().nullable().default(null);
const optionalSpanish = (max: number) =>
  text(max)
    .transform((value: unknown) => value ?? '')
    .default('');

/** Who an announcement goes to, by the filters the admin tables know. */
export const announcementAudienceSchema = strictObject({
  statuses: choices(MEMBERSHIP_STATUSES),
  tiers: choices(TIERS),
  roles: choices(MEMBERSHIP_ROLES),
  divisions: choices(AGE_DIVISIONS),
  club_id: nullableId(),
  expiring_within_days: number()
    .typeError(INVALID_TYPE_MESSAGE)
    .integer(INVALID_TYPE_MESSAGE)
    .min(1)
    .max(AUDIENCE_EXPIRY_DAYS_MAX)
    .nullable()
    .default(null),
  event_id: nullableId(),
  certification_kind: oneOfText(CERTIFICATION_KINDS).nullable().default(null),
});

/**
 * The audience with its scope and kind: 'association' (administrators) or 'club' (the
 * owner of the club the audience names, or an administrator; its kind is club_messages).
 */
export const announcementAudienceInputSchema = strictObject({
  scope: oneOfText(ANNOUNCEMENT_SCOPES).required(REQUIRED_MESSAGE),
  kind: oneOfText(ANNOUNCEMENT_KINDS).required(REQUIRED_MESSAGE),
  audience: announcementAudienceSchema.required(REQUIRED_MESSAGE),
});

/** POST /announcements and PATCH /announcements/{id} (drafts only). Spanish may be empty. */
export const announcementInputSchema = strictObject({
  scope: oneOfText(ANNOUNCEMENT_SCOPES).required(REQUIRED_MESSAGE),
  kind: oneOfText(ANNOUNCEMENT_KINDS).required(REQUIRED_MESSAGE),
  audience: announcementAudienceSchema.required(REQUIRED_MESSAGE),
  subject_en: requiredText(ANNOUNCEMENT_SUBJECT_MAX),
  body_en: requiredText(ANNOUNCEMENT_BODY_MAX),
  subject_es: optionalSpanish(ANNOUNCEMENT_SUBJECT_MAX),
  body_es: optionalSpanish(ANNOUNCEMENT_BODY_MAX),
});

const pageSize = () =>
  number()
    .typeError(INVALID_TYPE_MESSAGE)
    .integer()
    .min(1)
    .max(ANNOUNCEMENTS_MAX_PAGE_SIZE)
    .default(ANNOUNCEMENTS_PAGE_SIZE);

/** GET /announcements: newest first; a club's only (owners must name theirs). */
export const announcementsQuerySchema = strictObject({
  limit: pageSize(),
  after: recordIdField().optional(),
  club_id: recordIdField().optional(),
});

/** GET /announcements/me: the announcements sent to the caller, newest first. */
export const myAnnouncementsQuerySchema = strictObject({
  limit: pageSize(),
  after: recordIdField().optional(),
});

const choice = () => boolean().typeError(INVALID_TYPE_MESSAGE).required(REQUIRED_MESSAGE);

/** PUT /mail-preferences/me: which kinds of announcement the member receives. */
export const mailPreferencesInputSchema = strictObject({
  association_news: choice(),
  events: choice(),
  club_messages: choice(),
});

/** GET and POST /unsubscribe?token=: the signed link of one announcement mail. */
export const unsubscribeQuerySchema = strictObject({
  token: requiredText(UNSUBSCRIBE_TOKEN_MAX),
});

export type AnnouncementAudienceInput = InferType<typeof announcementAudienceSchema>;
export type AnnouncementAudienceCountInput = InferType<typeof announcementAudienceInputSchema>;
export type AnnouncementInput = InferType<typeof announcementInputSchema>;
export type AnnouncementsQuery = InferType<typeof announcementsQuerySchema>;
export type MyAnnouncementsQuery = InferType<typeof myAnnouncementsQuerySchema>;
export type MailPreferencesInput = InferType<typeof mailPreferencesInputSchema>;
export type UnsubscribeQuery = InferType<typeof unsubscribeQuerySchema>;
