import { randomBytes } from 'node:crypto';

import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, v1 } from 'firebase-admin/firestore';
import { defineInt, defineSecret, defineString, projectID } from 'firebase-functions/params';
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { createApp } from './api/app';
import { recaptchaEnterpriseVerifier } from './api/captcha/recaptcha-enterprise.verifier';
import { backUpFirestore } from './backups/firestore-backup';
import { calendarFeedHandler } from './calendar/calendar-feed';
import { secretCardKeys } from './cards/card-keys';
import { nullWhenNoSuchUser } from './claims/auth-errors';
import { syncPendingIdentities } from './claims/identity-sync';
import { DEFAULT_ANNOUNCEMENT_BATCH_SIZE } from './domain/announcements';
import { emulatorOnlyPathsOpen } from './domain/emulator-only-paths';
import { RATE_LIMITS, RATE_LIMITS_ON_ONE_MACHINE } from './domain/rate-limits';
import { verifiedSignInEmail } from './payments/receipt-recipient';
import { paymentSettlement } from './payments/settle-payment';
import { runtimePaymentGateway } from './payments/stripe-runtime';
import { webhookHandler } from './payments/webhook-handler';
import { dispatchAnnouncements } from './scheduler/announcement-dispatch';
import { runDailyJob } from './scheduler/daily-job';
import { refreshEveryStanding } from './standing/refresh-standing';
import { standingRefresher } from './standing/standing-refresher';
import { announcementQueued } from './triggers/announcement-queued';
import { clubMemberCounts } from './triggers/club-member-counts';
import { clubRosterProjection } from './triggers/club-roster-projection';
import { directoryProjection } from './triggers/directory-projection';

initializeApp();

// The reCAPTCHA Enterprise API key; set with `firebase functions:secrets:set`.
const RECAPTCHA_SECRET_KEY = defineSecret('RECAPTCHA_SECRET_KEY');
// The site key the browser uses; optional in the assessment, so it may stay empty.
const RECAPTCHA_SITE_KEY = defineString('RECAPTCHA_SITE_KEY', { default: '' });
// Stripe's secret API key and the webhook endpoint's signing secret; set the same way.
const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
// Where the nightly Firestore export goes, such as gs://<project>-backups; empty skips it.
const BACKUP_BUCKET = defineString('BACKUP_BUCKET', { default: '' });
// The site's public origin, such as https://members.example.org, for links in emails (the
// daily job's, and the API's one-time links, which never trust a request's Origin); empty
// means the project's default Hosting site.
const SITE_URL = defineString('SITE_URL', { default: '' });
// The member cards' signing keys: a JSON array of private EC P-256 JWKs, each with a kid; the
// first signs, every public half is published (README, Deploying). The toolchain writes an
// emulator key to functions/.secret.local.
const MEMBER_CARD_KEYS = defineSecret('MEMBER_CARD_KEYS');
// The key of the announcements' unsubscribe links (HMAC-SHA256), at least 32 characters; the
// toolchain writes an emulator value to functions/.secret.local (README, Deploying).
const MAIL_LINK_SECRET = defineSecret('MAIL_LINK_SECRET');
// How many announcement mails the dispatcher queues a minute (the mail provider's rate).
const ANNOUNCEMENT_MAILS_PER_MINUTE = defineInt('ANNOUNCEMENT_MAILS_PER_MINUTE', {
  default: DEFAULT_ANNOUNCEMENT_BATCH_SIZE,
});

// The stand-ins (security-check token, test payments, local Stripe) exist only under the
// Functions emulator in a demo- project: FUNCTIONS_EMULATOR alone could be set by anyone.
const emulator = emulatorOnlyPathsOpen({
  functionsEmulator: process.env.FUNCTIONS_EMULATOR,
  projectId: process.env.GCLOUD_PROJECT,
});
const REGION = 'us-central1';
const db = getFirestore();
// There, without a Stripe key, payments go to the local Stripe API stand-in.
const paymentGateway = runtimePaymentGateway({
  secretKey: () => STRIPE_SECRET_KEY.value(),
  webhookSecret: () => STRIPE_WEBHOOK_SECRET.value(),
  emulator,
});
const stripeSecrets = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET];
// Under the emulator without the secret (a test loading this file), a key of this process;
// deployed without it, signing and checking links fail with the secret's name.
const emulatorMailLinkSecret = randomBytes(32).toString('base64url');
const mailLinkSecret = () => MAIL_LINK_SECRET.value() || (emulator ? emulatorMailLinkSecret : '');

export const api = onRequest(
  {
    region: REGION,
    invoker: 'public',
    secrets: [RECAPTCHA_SECRET_KEY, MEMBER_CARD_KEYS, MAIL_LINK_SECRET, ...stripeSecrets],
  },
  createApp({
    db,
    auth: getAuth(),
    captchaVerifier: recaptchaEnterpriseVerifier(() => ({
      projectId: projectID.value(),
      apiKey: RECAPTCHA_SECRET_KEY.value(),
      siteKey: RECAPTCHA_SITE_KEY.value(),
    })),
    paymentGateway,
    emulator,
    siteOrigin,
    cardKeys: secretCardKeys(() => MEMBER_CARD_KEYS.value(), { emulator }),
    mailLinkSecret,
    rateLimits: emulator ? RATE_LIMITS_ON_ONE_MACHINE : RATE_LIMITS,
  }),
);

const settlement = paymentSettlement(db, () => new Date(), verifiedSignInEmail(getAuth()), {
  onStandingChanged: standingRefresher(db, getAuth()),
  refunds: paymentGateway,
});
const webhook = webhookHandler(paymentGateway, settlement);

/** Stripe's webhook endpoint of its own; /api/v1/payments/webhook serves the same handler. */
export const stripeWebhook = onRequest(
  { region: REGION, invoker: 'public', secrets: stripeSecrets },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).json({ error: 'Stripe posts events.' });
      return;
    }
    const { status, body } = await webhook(req.rawBody, req.get('stripe-signature'));
    res.status(status).json(body);
  },
);

/**
 * The public calendar as iCalendar files (Hosting rewrites /calendar.ics, /calendar/*.ics
 * and /events/*.ics here): feeds to subscribe to and one event's file to add.
 */
export const calendarFeed = onRequest(
  { region: REGION, invoker: 'public' },
  calendarFeedHandler({ db, siteOrigin }),
);

const projection = directoryProjection(db, getAuth());

export const membershipDirectory = onDocumentWritten(
  { document: 'memberships/{membershipId}', region: REGION },
  (event) =>
    projection.membershipWritten(
      event.params.membershipId,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const accountStanding = onDocumentWritten(
  { document: 'accounts/{uid}', region: REGION },
  (event) =>
    projection.accountWritten(
      event.params.uid,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const clubRoster = onDocumentWritten(
  { document: 'memberships/{membershipId}', region: REGION },
  (event) => clubRosterProjection(db).membershipWritten(event.params.membershipId),
);

// The board dashboard's members by club (triggers/club-member-counts).
export const clubMemberCount = onDocumentWritten(
  { document: 'memberships/{membershipId}', region: REGION },
  (event) => clubMemberCounts(db).membershipWritten(event.params.membershipId),
);

export const clubDirectory = onDocumentWritten(
  { document: 'clubs/{clubId}', region: REGION },
  (event) => projection.clubWritten(event.params.clubId, event.data?.after.data()),
);

/** The site's origin: SITE_URL, else Hosting's default (the local one under the emulator). */
function siteOrigin() {
  if (SITE_URL.value()) return SITE_URL.value().replace(/\/+$/, '');
  return emulator ? 'http://127.0.0.1:5000' : `https://${projectID.value()}.web.app`;
}

/**
 * Memberships past their end stop counting without anyone acting (DESIGN.md); lapsed a year
 * they apply again; reminders go out 30 and 7 days before the expiry and on the day; refunds
 * Stripe refused are asked for again.
 */
export const expireMemberships = onSchedule(
  {
    schedule: 'every day 03:00',
    timeZone: 'America/Chicago',
    region: REGION,
    secrets: stripeSecrets,
  },
  async () => {
    await runDailyJob(
      {
        db,
        recipientOf: verifiedSignInEmail(getAuth()),
        siteOrigin: siteOrigin(),
        onStandingChanged: standingRefresher(db, getAuth()),
        gateway: paymentGateway,
        settlement,
        deleteSignIn: async (uid) => {
          await getAuth().deleteUser(uid).catch(nullWhenNoSuchUser);
        },
      },
      new Date(),
    );
  },
);

/**
 * Rebuilds every account's standing from its memberships each night: fills in the standings
 * of records written before they existed (the first deploy of this version: force a run from
 * Cloud Scheduler) and repairs any refresh a failed trigger missed.
 */
export const refreshStandings = onSchedule(
  {
    schedule: 'every day 04:00',
    timeZone: 'America/Chicago',
    region: REGION,
    timeoutSeconds: 1800,
  },
  async () => {
    await refreshEveryStanding(db, getAuth());
  },
);

/**
 * Finishes role and trash changes whose Auth half failed (the admin claim, the sign-in switch,
 * the revocation of sessions), until Auth matches what each account says.
 */
export const syncAccountIdentities = onSchedule(
  { schedule: 'every 10 minutes', region: REGION },
  async () => {
    await syncPendingIdentities(db, getAuth());
  },
);

/** A managed export of every collection each night, the way back after a mistake (README). */
export const backupFirestore = onSchedule(
  { schedule: 'every day 02:00', timeZone: 'America/Chicago', region: REGION },
  async () => {
    await backUpFirestore(new v1.FirestoreAdminClient(), {
      projectId: projectID.value(),
      bucket: BACKUP_BUCKET.value(),
      now: new Date(),
    });
  },
);

const announcementDispatch = () => ({
  db,
  mailLinkSecret,
  siteOrigin: siteOrigin(),
  batchSize: ANNOUNCEMENT_MAILS_PER_MINUTE.value(),
});

/**
 * Announcements go out in batches: each minute up to ANNOUNCEMENT_MAILS_PER_MINUTE mails of
 * the queued announcements, the oldest first; an announcement with none left is 'sent'.
 */
export const dispatchAnnouncementMails = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, secrets: [MAIL_LINK_SECRET] },
  async () => {
    await dispatchAnnouncements(announcementDispatch(), new Date());
  },
);

/** An announcement just queued sends its first batch at once. */
export const announcementQueuedDispatch = onDocumentUpdated(
  { document: 'announcements/{announcementId}', region: REGION, secrets: [MAIL_LINK_SECRET] },
  async (event) => {
    await announcementQueued(announcementDispatch()).announcementUpdated(
      event.params.announcementId,
      event.data?.before.data(),
      event.data?.after.data(),
      new Date(),
    );
  },
);
