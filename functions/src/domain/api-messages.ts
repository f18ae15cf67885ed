import {
  ACCOUNT_CREATE_MESSAGES,
  CAPTCHA_MESSAGES,
  CLUB_INVITE_MESSAGES,
  IDENTITY_EMAIL_MESSAGES,
  MEMBERSHIP_CREATE_MESSAGES,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiFieldError,
} from './api-errors';
import { CAPTCHA_TOO_MANY_FAILURES_MESSAGE } from './captcha';
import { INVITE_VALIDATION_TOO_MANY_MESSAGE } from './club-invites';
import { ERASURE_MESSAGES } from './erasure';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limits';
import type { FieldError } from './schemas/field-errors';
import { VALIDATION_MESSAGES, isValidationMessageKey } from './validation-messages';

/**
 * Every message the API answers with, by key: the wire body carries the key and its params
 * (`message_key`, `params`) beside this English text (`detail`), and the web shows the
 * catalogue entry `apiError.<key>` in the reader's language. {name} marks a parameter.
 */
export const API_MESSAGES = {
  unauthenticated: 'A valid sign-in token is required.',
  forbidden: 'You are not allowed to do this.',
  appCheckRefused: 'This app could not be verified. Please reload the page.',
  checkInformation: 'Please check your information and try again',
  internal: 'Something went wrong. Please try again.',
  tooManyRequests: TOO_MANY_REQUESTS_MESSAGE,
  'request.notJson': 'The request body must be JSON (application/json).',
  'request.invalidJson': 'The request body is not valid JSON.',
  'request.tooLarge': 'The request body is too large.',
  'request.pathEncoding': 'The request path is not validly encoded.',
  'request.pathId': 'The {name} in the path is not valid.',
  'request.cursor': 'The cursor is not valid.',
  'notFound.route': 'Route {method} {path} not found.',
  'notFound.emulatorRoute': 'Route not found.',
  'notFound.account': 'Account not found.',
  'notFound.deletedAccount': 'Deleted account not found.',
  'notFound.user': 'User not found.',
  'notFound.membership': 'Membership not found.',
  'notFound.deletedMembership': 'Deleted membership not found.',
  'notFound.clubMembership': 'Club membership not found.',
  'notFound.deletedClubMembership': 'Deleted club membership not found.',
  'notFound.invitation': 'Invitation not found.',
  'notFound.member': 'Member not found.',
  'notFound.payment': 'Payment not found.',
  'notFound.certification': 'Certification not found.',
  'notFound.announcement': 'Announcement not found.',
  'announcement.notDraft': 'A sent or cancelled announcement cannot change.',
  'announcement.notQueued': 'Only an announcement being sent can be cancelled.',
  'announcement.audienceTooLarge': 'This audience is too large to send at once.',
  'unsubscribe.invalidToken':
    'This unsubscribe link is not valid. Open it again from the email, or choose what you receive on My Account.',
  'notFound.export': 'Export not found.',
  'wallet.notConfigured':
    'Apple Wallet passes are not set up for this site yet: its pass certificates are not configured.',
  'wallet.noActiveCard': 'This membership has no active member card.',
  'notFound.activeClub': "You don't have an active club membership to manage.",
  'account.exists': ACCOUNT_CREATE_MESSAGES.userExists,
  'account.noEmail': 'Your sign-in has no email address.',
  'account.completionFailed': ACCOUNT_CREATE_MESSAGES.completionValidationFailed,
  'account.emailTaken': 'Another account uses this email.',
  'account.lastAdmin': 'The last remaining administrator must keep the admin role.',
  'account.trashSelf': 'You cannot move your own account to trash.',
  'account.alreadyVerified': IDENTITY_EMAIL_MESSAGES.alreadyVerified,
  'erasure.notRequested': ERASURE_MESSAGES.notRequested,
  'erasure.administrator': ERASURE_MESSAGES.administrator,
  'captcha.completeFirst': CAPTCHA_MESSAGES.completeFirst,
  'captcha.failed': CAPTCHA_MESSAGES.failed,
  'captcha.tooManyFailures': CAPTCHA_TOO_MANY_FAILURES_MESSAGE,
  'membership.duplicate': MEMBERSHIP_CREATE_MESSAGES.duplicate,
  'membership.selfExists': MEMBERSHIP_CREATE_MESSAGES.selfMembershipExists,
  'membership.phoneRequired': MEMBERSHIP_CREATE_MESSAGES.phoneRequired,
  'membership.emailNotVerified': MEMBERSHIP_CREATE_MESSAGES.emailNotVerified,
  'membership.completeAccountFirst': MEMBERSHIP_CREATE_MESSAGES.completeAccountFirst,
  'membership.underReview': MEMBERSHIP_CREATE_MESSAGES.underReview,
  'membership.identityLocked': MEMBERSHIP_CREATE_MESSAGES.identityLocked,
  'membership.expired': 'This membership expired on {date}; renew it instead.',
  'status.reasonRequired': 'A reason is required to make a record active, suspended or cancelled.',
  'club.expired': 'This club membership expired on {date}; renew it instead.',
  'club.notRegistered': 'This club has not registered yet.',
  'club.statusAdminOnly': 'Only an administrator may change the status of a club.',
  'club.editOnceApproved': 'The club can be edited once it is approved.',
  'club.noPendingName': 'This club has no new name waiting for approval.',
  'notFound.event': 'Event not found.',
  'notFound.cancelledEvent': 'Cancelled event not found.',
  'event.cancelled': 'This event is cancelled; restore it first.',
  'handover.notFound': 'This invitation could not be found. Please check your invitation link.',
  'handover.notDue': 'This membership is not due to be handed over yet.',
  'handover.completed': 'This membership has already been handed over.',
  'handover.notInvited': 'There is no invitation in progress for this membership.',
  'handover.inviteUsed': 'This invitation has already been used.',
  'handover.inviteExpired': 'This invitation has expired or was cancelled.',
  'handover.wrongEmail': 'Sign in with the email address the invitation was sent to.',
  'handover.emailUnverified': 'Verify your email address before taking over the membership.',
  'handover.sameAccount': 'This account already holds the membership.',
  'clubInvite.invalidCode': CLUB_INVITE_MESSAGES.invalidCode,
  'clubInvite.alreadyUsed': CLUB_INVITE_MESSAGES.alreadyUsed,
  'clubInvite.expired': CLUB_INVITE_MESSAGES.notFound,
  'clubInvite.noCode': CLUB_INVITE_MESSAGES.noCode,
  'clubInvite.missingFields': CLUB_INVITE_MESSAGES.missingFields,
  'clubInvite.invalidEmail': CLUB_INVITE_MESSAGES.invalidEmail,
  'clubInvite.tooManyInvalid': INVITE_VALIDATION_TOO_MANY_MESSAGE,
  'directory.memberAccessRequired': 'Member Access Required',
  'payment.ownMembershipOnly': 'You can only pay for your own membership.',
  'payment.ownClubOnly': 'You can only pay for your own club membership.',
  'payment.paidWithClub': "This coach membership is paid with its club's yearly fee.",
  'payment.membershipPaid': 'This membership is already paid.',
  'payment.clubPaid': 'This club membership is already paid.',
  'payment.membershipReapply': 'This membership lapsed more than a year ago: please apply again.',
  'payment.clubReapply': 'This club membership lapsed more than a year ago: please apply again.',
  'payment.membershipNotApproved':
    'This membership is not approved for payment yet (status {status}).',
  'payment.clubNotApproved':
    'This club membership is not approved for payment yet (status {status}).',
  'payment.tierOnRenewal': 'The tier can be changed only when renewing.',
  'payment.householdItem': '{name}: {reason}',
  'payment.notYours': 'This payment is not yours.',
  'payment.refused': 'This payment was refused: {reason}.',
  'payment.notForMembership': 'This payment is not for this membership.',
  'payment.notForClub': 'This payment is not for this club membership.',
  'payment.notHousehold': 'This payment is not a household payment.',
  'webhook.missingSignature': 'Missing Stripe signature.',
  'webhook.invalidSignature': 'Invalid Stripe signature.',
  'webhook.processingFailed': 'Processing failed; please retry.',
  'eventEntry.eventNotFound': 'This event is not open for entries.',
  'eventEntry.notFound': 'Event entry not found.',
  'eventEntry.exists': 'This membership is already entered in this event.',
  'eventEntry.notEligible': 'This membership may not enter this event.',
  'eventEntry.coachCertifications':
    'A coach entry needs current SafeSport training and a current background check.',
  'eventEntry.withdrawClosed': 'This entry can no longer be withdrawn.',
  'eventEntry.nothingToPay': 'This entry has no fee to pay.',
  'eventEntry.notForEntry': 'This payment is not for this entry.',
  'payment.testCardOnly': 'Use the test card 4242 4242 4242 4242 or 4000 0000 0000 0002.',
} as const satisfies Record<string, string>;

export type ApiMessageKey = keyof typeof API_MESSAGES;

/** The {name} placeholders of a message text, as a union of names. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type ApiMessageParamValue = string | number;
export type ApiMessageParams = Record<string, ApiMessageParamValue>;

/** The params a key's text names: `{}` for a text without placeholders. */
export type ParamsOf<K extends ApiMessageKey> = Record<
  Placeholders<(typeof API_MESSAGES)[K]>,
  ApiMessageParamValue
>;

/** Keys whose text has no placeholders: they may be passed alone. */
export type PlainApiMessageKey = {
  [K in ApiMessageKey]: Placeholders<(typeof API_MESSAGES)[K]> extends never ? K : never;
}[ApiMessageKey];

/** A message the API answers with: a catalogue key and the values of its placeholders. */
export interface ApiMessage {
  key: ApiMessageKey;
  params: ApiMessageParams;
}

/** A keyed message, with its params checked against the key's placeholders. */
export function apiMessage<K extends ApiMessageKey>(key: K, params: ParamsOf<K>): ApiMessage {
  return { key, params };
}

export function isApiMessageKey(value: unknown): value is ApiMessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(API_MESSAGES, value);
}

/** The English text of a message, its placeholders filled (unknown ones left as they are). */
export function apiMessageText({ key, params }: ApiMessage): string {
  return API_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** A field's problem as the API answers it: English text, the validation key and params. */
export function wireFieldErrors(errors: readonly FieldError[]): ApiFieldError[] {
  return errors.map(({ field, message }) =>
    isValidationMessageKey(message)
      ? { field, message: VALIDATION_MESSAGES[message], code: message, params: {} }
      : { field, message },
  );
}

/** The body the API sends for an error. */
export function apiErrorBody(
  code: ApiErrorCode,
  message: ApiMessage | PlainApiMessageKey,
  errors?: readonly FieldError[],
): ApiErrorBody {
  const { key, params } = typeof message === 'string' ? { key: message, params: {} } : message;
  const body: ApiErrorBody = {
    detail: apiMessageText({ key, params }),
    code,
    message_key: key,
    params,
  };
  if (errors && errors.length > 0) body.errors = wireFieldErrors(errors);
  return body;
}
