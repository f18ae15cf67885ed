import { DEMO, SITE_URL } from '../support/browser';

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : 'http://127.0.0.1:9099';

/**
 * A fresh invitation made by the demo administrator through the API, so a test does not
 * depend on the seeded invitation that another test (sharing the emulator) may have used.
 */
export async function inviteClub(clubName: string, clubEmail: string): Promise<string> {
  const signIn = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO.admin, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const response = await fetch(`${SITE_URL}/api/v1/club-memberships/invitations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ club_name: clubName, club_email: clubEmail }),
  });
  if (!response.ok) throw new Error(`Invitation failed: ${response.status}`);
  const { invite_code: code } = (await response.json()) as { invite_code: string };
  return code;
}
