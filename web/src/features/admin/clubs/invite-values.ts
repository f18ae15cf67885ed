export interface InviteValues {
  clubName: string;
  clubEmail: string;
}

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Send stays disabled while either value is empty after trimming. */
export const canSendInvite = ({ clubName, clubEmail }: InviteValues) =>
  clubName.trim() !== '' && clubEmail.trim() !== '';

/** Catalogue id of the first problem, or null when the invitation may go. */
export function inviteFormProblem({ clubName, clubEmail }: InviteValues): string | null {
  if (!clubName.trim() || !clubEmail.trim()) return 'admin.invite.missingFields';
  if (!SIMPLE_EMAIL.test(clubEmail.trim())) return 'admin.invite.invalidEmail';
  return null;
}

export const invitePayload = ({ clubName, clubEmail }: InviteValues) => ({
  club_name: clubName.trim(),
  club_email: clubEmail.trim(),
});
