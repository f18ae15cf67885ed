import { boolean, object, string, type ObjectShape, type TestContext } from 'yup';

import { MIN_MEMBER_AGE, ageOn } from '../age';
import { isValidIsoDate, toIsoDate, todayIso } from '../dates';
import { RECORD_ID_MAX, isRecordId } from '../record-ids';
import type { ValidationMessageKey } from '../validation-messages';

import { INVALID_TYPE_MESSAGE, REQUIRED_MESSAGE } from './message-keys';

// Identity, so a mistyped message key fails the type check.
export const messageKey = <K extends ValidationMessageKey>(key: K): K => key;

export const NAME_MAX = 100;
export const TEXT_MAX = 200;
export const EMAIL_MAX = 254;

/** Blank optional values are omitted rather than stored as ''. */
export const blankToUndefined = (value: unknown) =>
  value === null || value === '' ? undefined : value;
export const blankToNull = (value: unknown) => (value === undefined || value === '' ? null : value);

// yup's own trim() throws on arrays and objects, which reach it before the type check.
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
export const upperCased = (value: unknown) =>
  typeof value === 'string' ? value.toUpperCase() : value;

/** Lets a caller pin "today" through `validate(value, { context: { today } })`. */
export function todayFromContext(context: TestContext): string {
  const options: { context?: { today?: unknown } } = context.options;
  const today = options.context?.today;
  return isValidIsoDate(today) ? today : todayIso();
}

// Half of a surrogate pair alone: JSON carries it, UTF-8 (and so Firestore) cannot.
const LONE_SURROGATE = /\p{Surrogate}/u;

// Blank and null count as absent, so a missing value fails only with 'validation.required'.
// No keyboard types a lone surrogate: it is refused as a value of the wrong type.
export const text = (max = TEXT_MAX) =>
  string()
    .typeError(INVALID_TYPE_MESSAGE)
    .transform(trimmed)
    .transform(blankToUndefined)
    .max(max, messageKey('validation.tooLong'))
    .test(
      'well-formed',
      INVALID_TYPE_MESSAGE,
      (value) => value == null || !LONE_SURROGATE.test(value),
    );

export const requiredText = (max = TEXT_MAX) => text(max).required(REQUIRED_MESSAGE);

export const optionalText = (max = TEXT_MAX) => text(max).optional();

export const nullableText = (max = TEXT_MAX) =>
  text(max).transform(blankToNull).nullable().default(null);

/**
 * The id of a record a request names (uid, membership, club, payment intent): it reaches
 * Firestore's doc(), so only the safe shape of record-ids passes. Too long says so alone.
 */
export const recordIdField = () =>
  text(RECORD_ID_MAX).test(
    'record-id',
    INVALID_TYPE_MESSAGE,
    (value) => value == null || value.length > RECORD_ID_MAX || isRecordId(value),
  );

export const emailField = () => text(EMAIL_MAX).email(messageKey('validation.email'));

const PHONE_SHAPE = /^\+?[\d\s().-]+$/;

export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_SHAPE.test(value) && digits >= 7 && digits <= 15;
}

export const phoneField = () =>
  text(30).test(
    'phone',
    messageKey('validation.phone'),
    (value) => value == null || isValidPhone(value),
  );

export const oneOfText = <T extends string>(list: readonly T[]) =>
  text().oneOf(list, messageKey('validation.oneOf'));

export const optionalOneOf = <T extends string>(list: readonly T[]) => oneOfText(list).optional();

/** A 'YYYY-MM-DD' date; an ISO timestamp is cut to its date part. */
export const isoDateField = () =>
  text(30)
    .transform((value: unknown) =>
      typeof value === 'string' ? (toIsoDate(value) ?? value) : value,
    )
    .test(
      'iso-date',
      messageKey('validation.date'),
      (value) => value == null || isValidIsoDate(value),
    );

export const pastDateField = () =>
  isoDateField().test(
    'not-future',
    messageKey('validation.dateInFuture'),
    (value, context) =>
      value == null || !isValidIsoDate(value) || value <= todayFromContext(context),
  );

export const memberDateOfBirth = () =>
  pastDateField()
    .required(REQUIRED_MESSAGE)
    .test(
      'min-age',
      messageKey('validation.tooYoung'),
      (value, context) =>
        !isValidIsoDate(value) ||
        value > todayFromContext(context) ||
        ageOn(value, todayFromContext(context)) >= MIN_MEMBER_AGE,
    );

export const acceptedAgreement = () =>
  boolean()
    .typeError(INVALID_TYPE_MESSAGE)
    .required(REQUIRED_MESSAGE)
    .oneOf([true], messageKey('validation.mustAccept'));

/** An object that rejects keys it does not declare instead of silently keeping them. */
export const strictObject = <S extends ObjectShape>(shape: S) =>
  object(shape)
    .typeError(INVALID_TYPE_MESSAGE)
    .nonNullable(REQUIRED_MESSAGE)
    .exact(messageKey('validation.unknownField'));
