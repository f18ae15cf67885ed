import { randomBytes } from 'node:crypto';

// 19 bytes = 152 bits from the CSPRNG, 26 URL-safe characters (base64url).
const INVITE_CODE_BYTES = 19;

export function newInviteCode(): string {
  return randomBytes(INVITE_CODE_BYTES).toString('base64url');
}
