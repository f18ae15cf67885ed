import type { InferType } from 'yup';

import { COACH_BELT_RANKS, GENDERS, T_SHIRT_SIZES, UNIFORM_SIZES } from '../enums';
import { CLUB_STATUSES, PAYMENT_STATUSES } from '../status';

import { inviteCodeField } from './club-invitation';
import {
  blankToNull,
  emailField,
  memberDateOfBirth,
  messageKey,
  NAME_MAX,
  oneOfText,
  optionalOneOf,
  phoneField,
  recordIdField,
  requiredText,
  strictObject,
  text,
} from './fields';
import { REQUIRED_MESSAGE } from './message-keys';

export const CLUB_LOGO_MAX_BYTES = 5 * 1024 * 1024;
const LOGO_DATA_URL = /^data:image\/(?:png|jpeg|gif);base64,([A-Za-z0-9+/]*={0,2})$/;

/** Bytes encoded by a base64 payload, without decoding it. */
export function base64DecodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function logoDataUrlProblem(value: string): 'type' | 'size' | null {
  const match = LOGO_DATA_URL.exec(value);
  const payload = match?.[1];
  if (!payload || payload.length % 4 !== 0) return 'type';
  return base64DecodedSize(payload) > CLUB_LOGO_MAX_BYTES ? 'size' : null;
}

const clubLogoField = () =>
  // Not text(): a 5 MB image is far longer than any text limit.
  text(Number.MAX_SAFE_INTEGER)
    .transform(blankToNull)
    .nullable()
    .default(null)
    .test(
      'logo-type',
      messageKey('validation.image.type'),
      (value) => value == null || logoDataUrlProblem(value) !== 'type',
    )
    .test(
      'logo-size',
      messageKey('validation.image.size'),
      (value) => value == null || logoDataUrlProblem(value) !== 'size',
    );

export const clubInfoSchema = strictObject({
  club_name: requiredText(),
  club_owner_name: requiredText(),
  club_address: requiredText(300),
  club_email: emailField().required(REQUIRED_MESSAGE),
  club_phone: phoneField().required(REQUIRED_MESSAGE),
  club_logo: clubLogoField(),
});

export const clubOwnerInfoSchema = strictObject({
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  phone: phoneField().required(messageKey('validation.coachPhone')),
  date_of_birth: memberDateOfBirth(),
  gender: optionalOneOf(GENDERS).default('prefer_not_to_say'),
  belt_rank: oneOfText(COACH_BELT_RANKS).required(REQUIRED_MESSAGE),
  t_shirt_size: oneOfText(T_SHIRT_SIZES).required(REQUIRED_MESSAGE),
  uniform_size: oneOfText(UNIFORM_SIZES).required(REQUIRED_MESSAGE),
});

/**
 * POST /club-memberships. status and payment_status are accepted because the client
 * sends them, but the server decides both.
 */
export const clubMembershipSchema = strictObject({
  user_id: recordIdField().optional(),
  email: emailField().optional(),
  invite_code: inviteCodeField(),
  club_info: clubInfoSchema.default(undefined).required(REQUIRED_MESSAGE),
  owner_info: clubOwnerInfoSchema.default(undefined).required(REQUIRED_MESSAGE),
  membership_tier: oneOfText(['club'] as const).default('club'),
  status: optionalOneOf(CLUB_STATUSES),
  payment_status: optionalOneOf(PAYMENT_STATUSES),
});

export type ClubMembershipInput = InferType<typeof clubMembershipSchema>;
