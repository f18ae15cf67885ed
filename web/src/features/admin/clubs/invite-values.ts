import type { BodyOf } from '@domain/contract/api-endpoints';
import { clubInvitationSchema } from '@domain/schemas/club-invitation';

import { schemaFieldErrors } from '../../../components/form-fields/schema-field-errors';

export type InvitationBody = BodyOf<'POST /club-memberships/invitations'>;

/** The invitation form: the API's own field names, as typed. */
export interface InviteValues {
  club_name: string;
  club_email: string;
}

export const EMPTY_INVITE: InviteValues = { club_name: '', club_email: '' };

/** Send stays disabled while either value is empty after trimming. */
export const canSendInvite = ({ club_name, club_email }: InviteValues) =>
  club_name.trim() !== '' && club_email.trim() !== '';

/** What is sent: the values trimmed. */
export const invitationBody = ({ club_name, club_email }: InviteValues): InvitationBody => ({
  club_name: club_name.trim(),
  club_email: club_email.trim(),
});

/**
 * The domain schema's check of the invitation the API would receive, each message id under
 * its field in the console's words ('Please fill in both club name and email' under an empty one).
 */
export function inviteErrors(values: InviteValues): Partial<Record<keyof InviteValues, string>> {
  if (!canSendInvite(values)) {
    const missing = 'admin.invite.missingFields';
    return {
      ...(!values.club_name.trim() && { club_name: missing }),
      ...(!values.club_email.trim() && { club_email: missing }),
    };
  }
  const errors = schemaFieldErrors(clubInvitationSchema, invitationBody(values), (path) =>
    path === 'club_name' || path === 'club_email' ? path : undefined,
  );
  return {
    ...(errors.club_name && { club_name: errors.club_name }),
    ...(errors.club_email && { club_email: 'admin.invite.invalidEmail' }),
  };
}
