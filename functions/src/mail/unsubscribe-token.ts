import { jwtVerify, SignJWT } from 'jose';

import { ANNOUNCEMENT_KINDS, type AnnouncementKind } from '../domain/announcements';

// The unsubscribe link of an announcement mail works without signing in: its token names the
// account, the kind of announcement and the address it went to, signed with HMAC-SHA256 (a
// compact JWS, HS256) under the Functions secret MAIL_LINK_SECRET. It has no expiry: a link
// in an old mail keeps working. Only the server holds the secret, so a token whose payload
// was changed, that was cut short or that another key signed is refused.

/** What an unsubscribe token says. */
export interface UnsubscribeClaims {
  uid: string;
  kind: AnnouncementKind;
  /** The address the mail went to. */
  email: string;
  /** The announcement whose mail carried the link. */
  aid: string;
}

const ALGORITHM = 'HS256';
/** Tokens of other uses signed with the same secret are not unsubscribe tokens. */
const AUDIENCE = 'unsubscribe';
/** The shortest secret accepted: HS256 wants a key at least as long as its hash. */
export const MAIL_LINK_SECRET_MIN_LENGTH = 32;

function keyOf(secret: string): Uint8Array {
  if (secret.length < MAIL_LINK_SECRET_MIN_LENGTH) {
    throw new Error(
      `MAIL_LINK_SECRET must be at least ${MAIL_LINK_SECRET_MIN_LENGTH} characters (README, Deploying).`,
    );
  }
  return new TextEncoder().encode(secret);
}

/** The token of one recipient's link. */
export async function signUnsubscribeToken(
  secret: string,
  claims: UnsubscribeClaims,
): Promise<string> {
  const { uid, kind, email, aid } = claims;
  return new SignJWT({ uid, kind, email, aid })
    .setProtectedHeader({ alg: ALGORITHM })
    .setAudience(AUDIENCE)
    .sign(keyOf(secret));
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The claims of a token this secret signed, or null for anything else: a changed payload or
 * signature, a truncated token, another key's, another algorithm's, or a malformed payload.
 */
export async function verifyUnsubscribeToken(
  secret: string,
  token: string,
): Promise<UnsubscribeClaims | null> {
  const key = keyOf(secret);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], audience: AUDIENCE }));
  } catch {
    return null;
  }
  const { uid, kind, email, aid } = payload;
  if (!isText(uid) || !isText(email) || !isText(aid)) return null;
  if (!(ANNOUNCEMENT_KINDS as readonly unknown[]).includes(kind)) return null;
  return { uid, kind: kind as AnnouncementKind, email, aid };
}
