import type { InferType } from 'yup';

import { emailField, messageKey, optionalText, requiredText, strictObject } from './fields';

const REQUIRED = messageKey('validation.required');
const INVITE_CODE = /^[A-Za-z0-9_-]{4,64}$/;

export const inviteCodeField = () =>
  optionalText(64).matches(INVITE_CODE, messageKey('validation.inviteCode'));

/** POST of an administrator's club invitation; the server may make its own code. */
export const clubInvitationSchema = strictObject({
  club_name: requiredText(),
  club_email: emailField().required(REQUIRED),
  invite_code: inviteCodeField(),
});

/** POST /club-memberships/validate-invite */
export const validateInviteSchema = strictObject({
  invite_code: inviteCodeField().required(REQUIRED),
});

export type ClubInvitationInput = InferType<typeof clubInvitationSchema>;
