import request from 'supertest';

import { seedAccount } from '../../../test-support/admin-fixtures';
import { createTestUser, isolatedFirestore, type TestUser } from '../../../test-support/emulators';
import { testApp } from '../../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

// Issue 30 item 2: administrators see whether mail went out, never a message or its link.
const { db, clear } = isolatedFirestore('demo-iltkd-admin-mail');
const app = testApp({ db });
let admin: TestUser;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
});

beforeEach(async () => {
  await clear();
  await seedAccount(db, admin.uid, { email: admin.email, role: 'admin' });
});

describe('GET /admin/mail', () => {
  it('When an administrator looks up the mail of someone who asked for a reset link, then they see its recipient, template and state but neither the message nor the link', async () => {
    const user = await createTestUser();
    await request(app)
      .post('/api/v1/account-emails/password-reset')
      .send({ email: user.email })
      .expect(200);

    const response = await request(app)
      .get('/api/v1/admin/mail')
      .query({ to: user.email })
      .set(bearer(admin));
    expect(response.status).toBe(200);
    expect(response.body.mail).toEqual([
      expect.objectContaining({ to: user.email, template: 'resetPassword', state: 'queued' }),
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/oobCode|resetPassword&|https?:\/\//);
    expect(response.body.mail[0]).not.toHaveProperty('message');
  });

  it('When the extension sent one message and failed another, then they read sent and failed, with the error', async () => {
    const queuedAt = new Date('2026-11-20T12:00:00Z');
    const expiresAt = new Date('2026-12-20T12:00:00Z');
    const message = { subject: 'Reset your password', text: 'secret link', html: 'secret link' };
    await db.doc('mail/m-sent').set({
      to: 'ana@example.test',
      kind: 'resetPassword',
      message,
      queuedAt,
      expiresAt,
      delivery: { state: 'SUCCESS', attempts: 1, endTime: new Date('2026-11-20T12:00:05Z') },
    });
    await db.doc('mail/m-failed').set({
      to: 'bo@example.test',
      kind: 'verifyEmail',
      message,
      queuedAt: new Date(queuedAt.getTime() + 1000),
      expiresAt: new Date(expiresAt.getTime() + 1000),
      delivery: { state: 'ERROR', attempts: 3, error: '550 mailbox unavailable' },
    });

    const response = await request(app).get('/api/v1/admin/mail').set(bearer(admin)).expect(200);
    expect(response.body.mail).toEqual([
      {
        id: 'm-failed',
        to: 'bo@example.test',
        template: 'verifyEmail',
        subject: 'Reset your password',
        state: 'failed',
        attempts: 3,
        error: '550 mailbox unavailable',
        queued_at: '2026-11-20T12:00:01.000Z',
        delivered_at: null,
      },
      {
        id: 'm-sent',
        to: 'ana@example.test',
        template: 'resetPassword',
        subject: 'Reset your password',
        state: 'sent',
        attempts: 1,
        error: null,
        queued_at: queuedAt.toISOString(),
        delivered_at: '2026-11-20T12:00:05.000Z',
      },
    ]);
    expect(JSON.stringify(response.body)).not.toContain('secret link');
  });

  it('When a member asks for the mail delivery state, then 403', async () => {
    const member = await createTestUser();
    const response = await request(app).get('/api/v1/admin/mail').set(bearer(member));
    expect(response.status).toBe(403);
  });
});
