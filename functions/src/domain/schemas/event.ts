import { array, boolean, number, type InferType } from 'yup';

import { isValidIsoDate } from '../dates';
import { AGE_DIVISIONS, COACH_BELT_RANKS, MEMBERSHIP_ROLES } from '../enums';
import { chicagoInstant, isValidTime } from '../events/chicago-time';
import { EVENT_LIST_VIEWS } from '../events/event-list-views';
import { EVENT_TYPES } from '../events/event-types';

import { logoDataUrlProblem } from './club-membership';
import {
  blankToNull,
  isoDateField,
  messageKey,
  nullableText,
  oneOfText,
  recordIdField,
  requiredText,
  strictObject,
  text,
} from './fields';
import { INVALID_TYPE_MESSAGE, REQUIRED_MESSAGE } from './message-keys';

export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_LOCATION_MAX = 300;
export const EVENT_LINK_MAX = 500;
/** $10,000: no entry fee comes near it; a typo in cents does. */
export const EVENT_FEE_MAX_CENTS = 1_000_000;
export const EVENT_CAPACITY_MAX = 10_000;

const timeField = () =>
  text(5)
    .transform(blankToNull)
    .nullable()
    .default(null)
    .test('time', messageKey('validation.time'), (value) => value == null || isValidTime(value));

/** A site path ('/usat-il-state') or an https address; never another scheme or '//host'. */
export function isDetailsLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const detailsLinkField = () =>
  nullableText(EVENT_LINK_MAX).test(
    'details-link',
    messageKey('validation.detailsLink'),
    (value) => value == null || isDetailsLink(value),
  );

/** The event's picture as the browser resized it (a data URL), checked like a club logo. */
const imageField = () =>
  text(Number.MAX_SAFE_INTEGER)
    .transform(blankToNull)
    .nullable()
    .default(null)
    .test(
      'image-type',
      messageKey('validation.image.type'),
      (value) => value == null || logoDataUrlProblem(value) !== 'type',
    )
    .test(
      'image-size',
      messageKey('validation.image.size'),
      (value) => value == null || logoDataUrlProblem(value) !== 'size',
    );

const whole = (max: number, min: number, message: ReturnType<typeof messageKey>) =>
  number()
    .typeError(INVALID_TYPE_MESSAGE)
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .nullable()
    .default(null)
    .integer(message)
    .min(min, message)
    .max(max, message);

const feeField = () => whole(EVENT_FEE_MAX_CENTS, 0, messageKey('validation.amount'));

const listOf = <T extends string>(list: readonly T[]) =>
  array(oneOfText(list).required(REQUIRED_MESSAGE))
    .typeError(INVALID_TYPE_MESSAGE)
    .transform((value: unknown) =>
      value === null ? undefined : Array.isArray(value) ? [...new Set(value)] : value,
    )
    .default([]);

const flag = (fallback: boolean) => boolean().typeError(INVALID_TYPE_MESSAGE).default(fallback);

/** An instant with its offset ('2027-03-01T17:00:00.000Z'), as the form sends it. */
const instantField = () =>
  text(40)
    .transform(blankToNull)
    .nullable()
    .default(null)
    .test(
      'instant',
      messageKey('validation.dateTime'),
      (value) =>
        value == null ||
        (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
          !Number.isNaN(Date.parse(value))),
    );

/** Who may enter an event on the site, until when, how many, and what each tier pays. */
export const entrySettingsSchema = strictObject({
  registration_open: flag(false),
  closes_at: instantField(),
  capacity: whole(EVENT_CAPACITY_MAX, 1, messageKey('validation.capacity')),
  fees: strictObject({
    champion: feeField(),
    basic: feeField(),
    non_member: feeField(),
  }).default({ champion: null, basic: null, non_member: null }),
  requires_active_membership: flag(true),
  roles: listOf(MEMBERSHIP_ROLES),
  divisions: listOf(AGE_DIVISIONS),
  minimum_belt: oneOfText(COACH_BELT_RANKS).transform(blankToNull).nullable().default(null),
  refund_before_close: flag(false),
});

/** When the event starts, in Chicago: its start time, else the start of its day. */
export function eventStart(date: string, startTime: string | null | undefined): Date {
  return chicagoInstant(date, startTime ?? '00:00');
}

/**
 * POST /events and PUT /events/{id}: everything an administrator sets. Dates and times
 * are Chicago's; the image is the browser-resized data URL (null: none).
 */
export const eventInputSchema = strictObject({
  title: requiredText(EVENT_TITLE_MAX),
  title_es: requiredText(EVENT_TITLE_MAX),
  description: nullableText(EVENT_DESCRIPTION_MAX),
  description_es: nullableText(EVENT_DESCRIPTION_MAX),
  date: isoDateField().required(REQUIRED_MESSAGE),
  start_time: timeField(),
  end_time: timeField().test(
    'after-start',
    messageKey('validation.endBeforeStart'),
    (value, context) => {
      const start: unknown = context.parent.start_time;
      return value == null || !isValidTime(start) || !isValidTime(value) || value > start;
    },
  ),
  location: requiredText(EVENT_LOCATION_MAX),
  type: oneOfText(EVENT_TYPES).required(REQUIRED_MESSAGE),
  details_link: detailsLinkField(),
  image: imageField(),
  image_alt: nullableText(),
  entry: entrySettingsSchema
    .nullable()
    .default(null)
    .test(
      'closes-before-start',
      messageKey('validation.closesAfterEvent'),
      function closesBeforeStart(entry) {
        const { date, start_time: startTime } = this.parent as {
          date?: unknown;
          start_time?: unknown;
        };
        const closesAt = entry?.closes_at;
        if (!closesAt || !isValidIsoDate(date) || Number.isNaN(Date.parse(closesAt))) return true;
        const start = eventStart(date, isValidTime(startTime) ? startTime : null);
        if (Date.parse(closesAt) <= start.getTime()) return true;
        return this.createError({ path: `${this.path}.closes_at` });
      },
    ),
});

export type EventInput = InferType<typeof eventInputSchema>;
export type EntrySettingsInput = InferType<typeof entrySettingsSchema>;

export const EVENTS_PAGE_SIZE = 25;

/** GET /events (administrators): a page of every event, drafts and cancelled ones too. */
export const eventsQuerySchema = strictObject({
  when: oneOfText(EVENT_LIST_VIEWS).default('upcoming'),
  skip: number().typeError(INVALID_TYPE_MESSAGE).integer().min(0).max(10_000).default(0),
  limit: number()
    .typeError(INVALID_TYPE_MESSAGE)
    .integer()
    .min(1)
    .max(100)
    .default(EVENTS_PAGE_SIZE),
  after: recordIdField().optional(),
});
export type EventsQuery = InferType<typeof eventsQuerySchema>;
