import { boolean, type InferType } from 'yup';

import { emailField, strictObject } from './fields';
import { INVALID_TYPE_MESSAGE, REQUIRED_MESSAGE } from './message-keys';

/** POST /memberships/{id}/handover/invitation: the athlete's own email (the parent's form). */
export const handoverInvitationSchema = strictObject({
  email: emailField().required(REQUIRED_MESSAGE),
});

/** POST /handover/invitations/{code}/accept: whether the parent keeps read access. */
export const handoverAcceptSchema = strictObject({
  parent_read_access: boolean().typeError(INVALID_TYPE_MESSAGE).required(REQUIRED_MESSAGE),
});

export type HandoverInvitationInput = InferType<typeof handoverInvitationSchema>;
export type HandoverAcceptInput = InferType<typeof handoverAcceptSchema>;
