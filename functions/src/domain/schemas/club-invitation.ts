import type { InferType } from 'yup';

import { INVITE_CODE_MAX, isInviteCode } from '../record-ids';

import { emailField, messageKey, optionalText, requiredText, strictObject } from './fields';
import { REQUIRED_MESSAGE } from './message-keys';

/** An invitation code: it names invites/{code}, so only the safe shape passes. */
export const inviteCodeField = () =>
  optionalText(INVITE_CODE_MAX).test(
    'invite-code',
    messageKey('validation.inviteCode'),
    (value) => value == null || value.length > INVITE_CODE_MAX || isInviteCode(value),
  );

/** POST of an administrator's club invitation; the server may make its own code. */
export const clubInvitationSchema = strictObject({
  club_name: requiredText(),
  club_email: emailField().required(REQUIRED_MESSAGE),
  invite_code: inviteCodeField(),
});

/** POST /club-memberships/validate-invite */
export const validateInviteSchema = strictObject({
  invite_code: inviteCodeField().required(REQUIRED_MESSAGE),
});

export type ClubInvitationInput = InferType<typeof clubInvitationSchema>;
export type ValidateInviteInput = InferType<typeof validateInviteSchema>;
