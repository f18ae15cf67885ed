import { SignJWT } from 'jose';

import {
  signUnsubscribeToken,
  verifyUnsubscribeToken,
  type UnsubscribeClaims,
} from './unsubscribe-token';

const secret = 'a-test-secret-of-at-least-32-characters!';
const claims: UnsubscribeClaims = {
  uid: 'uid-maria',
  kind: 'events',
  email: 'maria@example.test',
  aid: 'announcement-1',
};

/** The token with one character of its part `index` (0 header, 1 payload, 2 signature) changed. */
function withPartChanged(token: string, index: number): string {
  const parts = token.split('.');
  const part = parts[index] ?? '';
  const at = Math.floor(part.length / 2);
  const swapped = part[at] === 'A' ? 'B' : 'A';
  parts[index] = part.slice(0, at) + swapped + part.slice(at + 1);
  return parts.join('.');
}

describe('unsubscribe tokens', () => {
  it('When a token is signed, then verifying it with the same secret gives its claims back', async () => {
    const token = await signUnsubscribeToken(secret, claims);
    expect(token.split('.')).toHaveLength(3);
    await expect(verifyUnsubscribeToken(secret, token)).resolves.toEqual(claims);
  });

  it('When the payload is changed to name another account, then the token is refused', async () => {
    const token = await signUnsubscribeToken(secret, claims);
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...claims, uid: 'uid-someone-else', aud: 'unsubscribe' }),
    ).toString('base64url');
    await expect(
      verifyUnsubscribeToken(secret, `${header}.${otherPayload}.${signature}`),
    ).resolves.toBeNull();
    await expect(verifyUnsubscribeToken(secret, withPartChanged(token, 1))).resolves.toBeNull();
    await expect(verifyUnsubscribeToken(secret, withPartChanged(token, 2))).resolves.toBeNull();
  });

  it('When the token is truncated or not a token at all, then it is refused', async () => {
    const token = await signUnsubscribeToken(secret, claims);
    await expect(verifyUnsubscribeToken(secret, token.slice(0, -5))).resolves.toBeNull();
    await expect(
      verifyUnsubscribeToken(secret, token.split('.').slice(0, 2).join('.')),
    ).resolves.toBeNull();
    await expect(verifyUnsubscribeToken(secret, '')).resolves.toBeNull();
    await expect(verifyUnsubscribeToken(secret, 'not-a-token')).resolves.toBeNull();
  });

  it('When another secret signed the token, then it is refused', async () => {
    const foreign = await signUnsubscribeToken('another-secret-also-32-characters-long', claims);
    await expect(verifyUnsubscribeToken(secret, foreign)).resolves.toBeNull();
  });

  it('When the same secret signed a token for another use or with other claims, then it is refused', async () => {
    const key = new TextEncoder().encode(secret);
    const noAudience = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    await expect(verifyUnsubscribeToken(secret, noAudience)).resolves.toBeNull();
    const badKind = await new SignJWT({ ...claims, kind: 'receipts' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('unsubscribe')
      .sign(key);
    await expect(verifyUnsubscribeToken(secret, badKind)).resolves.toBeNull();
    const noUid = await new SignJWT({ kind: 'events', email: 'x@example.test', aid: 'a' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('unsubscribe')
      .sign(key);
    await expect(verifyUnsubscribeToken(secret, noUid)).resolves.toBeNull();
  });

  it('When the token claims the "none" algorithm, then it is refused', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ ...claims, aud: 'unsubscribe' })).toString(
      'base64url',
    );
    await expect(verifyUnsubscribeToken(secret, `${header}.${payload}.`)).resolves.toBeNull();
  });

  it('When the secret is too short, then signing and verifying fail loudly', async () => {
    await expect(signUnsubscribeToken('short', claims)).rejects.toThrow(/MAIL_LINK_SECRET/);
    await expect(verifyUnsubscribeToken('short', 'x.y.z')).rejects.toThrow(/MAIL_LINK_SECRET/);
  });
});
