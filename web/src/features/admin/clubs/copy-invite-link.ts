import { registrationPath } from '../../../lib/admin/admin-records';

/** The absolute registration link of an invitation on this site. */
export const invitationLink = (code: string) =>
  `${window.location.origin}${registrationPath(code)}`;

export async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}
