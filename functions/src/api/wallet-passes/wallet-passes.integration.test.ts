import { randomInt } from 'node:crypto';

import request from 'supertest';

import { seedMembership } from '../../test-support/admin-fixtures';
import { createTestUser, emulatorServices, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';
import { pkpassEntries, testWalletCertificates } from '../../test-support/wallet-certificates';
import { WALLET_SECRET_NAME } from '../../wallet/wallet-config';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

const { db } = emulatorServices();
const NOW = new Date('2026-11-28T12:00:00Z');
const app = testApp({ now: () => NOW });

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const newMemberId = () => `IL-2026-8${String(randomInt(0, 999_999)).padStart(6, '0')}`;

/** Reads a binary answer (supertest buffers only known types by default). */
const binary = (response: request.Response, done: (error: null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

async function activeMembership(accountUid: string, fields: Record<string, unknown> = {}) {
  return seedMembership(db, {
    accountUid,
    memberId: newMemberId(),
    status: 'active',
    paymentStatus: 'paid',
    activatedAt: new Date('2026-03-01T15:00:00Z'),
    expiresAt: new Date('2027-03-01T15:00:00Z'),
    firstName: 'Mia',
    lastName: 'Santos',
    division: 'Youth',
    beltRank: 'green',
    dateOfBirth: '2014-05-06',
    ...fields,
  });
}

const passPath = (membershipId: string) => `/api/v1/cards/${membershipId}/wallet-pass`;

describe('GET /cards/{membershipId}/wallet-pass', () => {
  const previous = process.env[WALLET_SECRET_NAME];
  afterEach(() => {
    if (previous === undefined) Reflect.deleteProperty(process.env, WALLET_SECRET_NAME);
    else process.env[WALLET_SECRET_NAME] = previous;
  });
  const configure = () => {
    process.env[WALLET_SECRET_NAME] = JSON.stringify(testWalletCertificates());
  };

  it("gives the membership's holder a signed pass with the card's fields and its token in the barcode, the same card GET /cards/me gives", async () => {
    configure();
    const parent = await createTestUser();
    const mia = await activeMembership(parent.uid);
    const response = await request(app)
      .get(passPath(mia.id))
      .set(bearer(parent))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = pkpassEntries(response.body as Buffer);
    expect(files.has('signature')).toBe(true);
    const pass = JSON.parse(String(files.get('pass.json')));

    const mine = await request(app).get('/api/v1/cards/me').set(bearer(parent)).expect(200);
    const card = mine.body.data.find(
      (candidate: { membership_id: string }) => candidate.membership_id === mia.id,
    );
    expect(pass.serialNumber).toBe(card.member_id);
    expect(pass.storeCard.primaryFields[0].value).toBe('Mia Santos');
    expect(pass.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR' });
    // The token is signed anew with each answer: same header and claims as /cards/me's.
    const claimsOf = (token: string) => token.split('.').slice(0, 2).join('.');
    expect(claimsOf(pass.barcodes[0].message)).toBe(claimsOf(card.token));
    expect(JSON.stringify(pass)).not.toContain('2014-05-06');
  });

  it("gives an administrator the holder's pass, and refuses anyone else with 403", async () => {
    configure();
    const holder = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const stranger = await createTestUser();
    const mia = await activeMembership(holder.uid);
    await request(app)
      .get(passPath(mia.id))
      .set(bearer(admin))
      .buffer(true)
      .parse(binary)
      .expect(200)
      .expect('content-type', 'application/vnd.apple.pkpass');
    const refused = await request(app).get(passPath(mia.id)).set(bearer(stranger)).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    await request(app).get(passPath(mia.id)).expect(401);
  });

  it('answers 503 saying passes are not set up when the certificates are not configured', async () => {
    Reflect.deleteProperty(process.env, WALLET_SECRET_NAME);
    const holder = await createTestUser();
    const mia = await activeMembership(holder.uid);
    const response = await request(app).get(passPath(mia.id)).set(bearer(holder)).expect(503);
    expect(response.body).toMatchObject({
      code: 'API_ERROR',
      message_key: 'wallet.notConfigured',
      detail: expect.stringContaining('Apple Wallet passes are not set up for this site yet'),
    });
  });

  it('answers 404 for a membership with no active card or none at all, and 400 for a malformed id', async () => {
    configure();
    const holder = await createTestUser();
    const pending = await activeMembership(holder.uid, {
      status: 'application_received',
      paymentStatus: 'pending',
      memberId: null,
    });
    const noCard = await request(app).get(passPath(pending.id)).set(bearer(holder)).expect(404);
    expect(noCard.body.message_key).toBe('wallet.noActiveCard');
    await request(app).get(passPath('no-such-membership')).set(bearer(holder)).expect(404);
    await request(app).get(passPath('bad%2Fid')).set(bearer(holder)).expect(400);
  });
});
