import express, { Router } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { auditLog } from '../audit/audit-log';
import type { CardKeySource } from '../cards/card-keys';
import { RATE_LIMITS } from '../domain/rate-limits';
import { mailOutbox } from '../mail/mail-outbox';
import type { PaymentGateway } from '../payments/payment-gateway';
import { verifiedSignInEmail } from '../payments/receipt-recipient';
import { paymentSettlement } from '../payments/settle-payment';
import { webhookHandler } from '../payments/webhook-handler';
import { standingRefresher } from '../standing/standing-refresher';
import {
  environmentWalletCertificates,
  isWalletConfigured,
  type WalletCertificateSource,
} from '../wallet/wallet-config';

import {
  passwordResetEmailRouter,
  verificationEmailRouter,
} from './account-emails/account-emails.router';
import { accountEmailsService } from './account-emails/account-emails.service';
import { firebaseAccountLinks } from './account-emails/account-links';
import { accountsRepository } from './accounts/accounts.repository';
import { accountsRouter } from './accounts/accounts.router';
import { accountsService } from './accounts/accounts.service';
import { adminAndClubsRouters } from './admin-and-clubs';
import { announcementsRepository } from './announcements/announcements.repository';
import { announcementsRouter } from './announcements/announcements.router';
import {
  announcementTestMailer,
  announcementsService,
} from './announcements/announcements.service';
import type { CaptchaVerifier } from './captcha/captcha-verifier';
import { captchaRepository } from './captcha/captcha.repository';
import { captchaRouter } from './captcha/captcha.router';
import { captchaService } from './captcha/captcha.service';
import { cardsRepository } from './cards/cards.repository';
import { cardKeysRouter, cardsRouter } from './cards/cards.router';
import { cardsService } from './cards/cards.service';
import { certificationsRepository } from './certifications/certifications.repository';
import { certificationsRouter } from './certifications/certifications.router';
import { certificationsService } from './certifications/certifications.service';
import { clubsRepository } from './clubs/clubs.repository';
import { clubsRouter } from './clubs/clubs.router';
import { clubsService } from './clubs/clubs.service';
import { publicClubsRouter } from './clubs/public-clubs.router';
import { dataRightsRepository } from './data-rights/data-rights.repository';
import { dataRightsRouter } from './data-rights/data-rights.router';
import { dataRightsService } from './data-rights/data-rights.service';
import { eventEntriesRepository } from './event-entries/event-entries.repository';
import { entriesRouter, eventEntryRouter } from './event-entries/event-entries.router';
import { eventEntriesService } from './event-entries/event-entries.service';
import { eventRosterRepository } from './event-roster/event-roster.repository';
import { eventRosterRouter } from './event-roster/event-roster.router';
import { eventRosterService } from './event-roster/event-roster.service';
import { eventsRepository } from './events/events.repository';
import { eventsRouter } from './events/events.router';
import { eventsService } from './events/events.service';
import { handoverRepository } from './handover/handover.repository';
import { handoverRouter } from './handover/handover.router';
import { handoverService } from './handover/handover.service';
import { HOSTING_PROXY_HOPS } from './http/request-context';
import { mailPreferencesRepository } from './mail-preferences/mail-preferences.repository';
import {
  mailPreferencesRouter,
  unsubscribeRouter,
} from './mail-preferences/mail-preferences.router';
import { mailPreferencesService } from './mail-preferences/mail-preferences.service';
import { directoryRepository } from './members/directory.repository';
import { directoryClubsRouter, membersRouter } from './members/directory.router';
import { directoryService } from './members/directory.service';
import { membershipsRepository } from './memberships/memberships.repository';
import { membershipsRouter } from './memberships/memberships.router';
import { membershipsService } from './memberships/memberships.service';
import { authenticate, authenticateIfPresent } from './middleware/authenticate';
import { CLUB_LOGO_BODY, bodySizeLimitByPath } from './middleware/club-logo-body-limit';
import { errorHandler, notFoundHandler } from './middleware/error-handler';
import { verifyAppCheck, type AppCheckVerifier } from './middleware/verify-app-check';
import { openApiRouter } from './openapi/openapi.router';
import { paymentsRepository } from './payments/payments.repository';
import { paymentsRouter } from './payments/payments.router';
import { paymentsService } from './payments/payments.service';
import { testCheckoutRouter } from './payments/test-checkout.router';
import { webhookRoute } from './payments/webhook.route';
import { rateLimiter, type RateLimitTable } from './rate-limits/rate-limiter';
import { walletPassesRepository } from './wallet-passes/wallet-passes.repository';
import { walletPassesRouter } from './wallet-passes/wallet-passes.router';
import { walletPassesService } from './wallet-passes/wallet-passes.service';

const MAX_BODY_BYTES = 100 * 1024;

export interface AppDeps {
  db: Firestore;
  auth: Auth;
  captchaVerifier: CaptchaVerifier;
  // Stripe (or, under the emulator without keys, the local Stripe API stand-in).
  paymentGateway: PaymentGateway;
  // Enables the security check's local stand-in and the test-payment panel's endpoint;
  // index.ts sets it from emulatorOnlyPathsOpen (Functions emulator and a demo- project).
  emulator: boolean;
  // The site's public origin (SITE_URL): where links in emails lead, whatever a request says.
  siteOrigin: () => string;
  // The member cards' signing keys (cards/card-keys: the MEMBER_CARD_KEYS secret, or a test's).
  cardKeys: CardKeySource;
  // MAIL_LINK_SECRET, the key of the announcements' unsubscribe links (or a test's).
  mailLinkSecret: () => string;
  // Apple Wallet pass certificates (wallet/wallet-config: the WALLET_PASS_CERTIFICATES
  // secret, or a test's), and whether they are configured.
  walletCertificates?: WalletCertificateSource;
  walletAvailable?: () => boolean;
  now?: () => Date;
  // Calls allowed per user and per client address (domain RATE_LIMITS unless a test says).
  rateLimits?: RateLimitTable;
  // firebase-admin's App Check, enforced on every API call unless under the emulators
  // (or where a test of something else says so).
  appCheck?: AppCheckVerifier;
  enforceAppCheck?: boolean;
  // Proxies in front of the app that append to X-Forwarded-For (see HOSTING_PROXY_HOPS).
  trustedProxyHops?: number;
}

/** Builds the /api/v1 Express app without listening, so tests drive it in process. */
export function createApp({
  db,
  auth,
  captchaVerifier,
  paymentGateway,
  emulator,
  siteOrigin,
  cardKeys,
  mailLinkSecret,
  walletCertificates = environmentWalletCertificates,
  walletAvailable = () => isWalletConfigured(walletCertificates),
  now = () => new Date(),
  rateLimits = RATE_LIMITS,
  trustedProxyHops = HOSTING_PROXY_HOPS,
  appCheck = getAppCheck(),
  enforceAppCheck = !emulator,
}: AppDeps) {
  const limiter = rateLimiter(db, rateLimits, now);
  const onStandingChanged = standingRefresher(db, auth, now);
  const captcha = captchaService({
    captcha: captchaRepository(db),
    verifier: captchaVerifier,
    emulator,
    now,
  });

  const audit = auditLog(db);
  const outbox = mailOutbox(db, now);
  const accounts = accountsRepository(db, audit);
  const clubs = clubsService({ clubs: clubsRepository(db), now });
  const memberships = membershipsService({
    memberships: membershipsRepository(db, outbox, audit),
    accounts,
    clubs,
    recipientOf: verifiedSignInEmail(auth),
    now,
  });
  const adminAndClubs = adminAndClubsRouters({
    db,
    auth,
    outbox,
    accounts,
    captcha,
    onStandingChanged,
    siteOrigin,
    now,
  });

  const settlement = paymentSettlement(db, now, verifiedSignInEmail(auth), {
    onStandingChanged,
    refunds: paymentGateway,
  });
  const webhook = webhookHandler(paymentGateway, settlement);
  const payments = paymentsService({
    payments: paymentsRepository(db, now),
    gateway: paymentGateway,
    settlement,
    now,
  });
  const directory = directoryService(directoryRepository(db), now);
  const eventEntries = eventEntriesService({
    entries: eventEntriesRepository(db, outbox),
    gateway: paymentGateway,
    settlement,
    now,
  });

  const cards = cardsService({
    cards: cardsRepository(db),
    keys: cardKeys,
    walletAvailable,
    now,
  });

  const accountEmails = accountEmailsService({
    links: firebaseAccountLinks(auth),
    outbox,
    siteOrigin,
  });

  const mailPreferences = mailPreferencesService({
    preferences: mailPreferencesRepository(db, audit),
    mailLinkSecret,
    now,
  });

  const api = Router();
  // Before App Check and sign-in: integrators' own programs read the API's description.
  api.use('/openapi.json', openApiRouter());
  // An announcement mail's unsubscribe link: before App Check and sign-in, which a mail
  // provider's one-click POST (RFC 8058) does not carry; the signed token is the check.
  api.use('/unsubscribe', unsubscribeRouter(mailPreferences, limiter));
  api.use(verifyAppCheck(appCheck, enforceAppCheck));
  // Before the sign-in check: a visitor signing up has no token yet.
  api.use(
    '/captcha',
    authenticateIfPresent(auth, db),
    limiter.limit('securityCheck'),
    captchaRouter(captcha, { emulator }),
  );
  // Before the sign-in check too: an invited club owner checks the code before signing up.
  api.use(
    '/club-memberships/validate-invite',
    authenticateIfPresent(auth, db),
    limiter.limit('inviteCode'),
    adminAndClubs.validateInvite,
  );
  // A visitor who forgot their password has no sign-in.
  api.use(
    '/account-emails/password-reset',
    authenticateIfPresent(auth, db),
    passwordResetEmailRouter(accountEmails, limiter),
  );
  // Anyone may see the association's active clubs; shared caches keep the answer.
  api.use('/clubs/public', publicClubsRouter(clubs));
  // Anyone may read the member cards' public keys (also at /.well-known/jwks.json).
  api.use('/cards/keys', cardKeysRouter(cards));
  api.use(authenticate(auth, db));
  api.use('/account-emails/verification', verificationEmailRouter(accountEmails, limiter));
  // Counted before the routers that answer them; each falls through to its router.
  api.get('/club-memberships/by-invite-code/:code', limiter.limit('inviteCode'));
  api.post('/club-memberships', limiter.limit('inviteCode'));
  api.post('/accounts', limiter.limit('accountCreation'));
  api.post('/memberships', limiter.limit('membershipCreation'));
  api.post(
    [
      '/payments/create-payment-intent',
      '/payments/club/create-payment-intent',
      '/payments/household/create-payment-intent',
      '/events/:id/entries',
      '/entries/:id/payment-intent',
    ],
    limiter.limit('paymentIntent'),
  );
  // Before the admin export's /export/:file, which would refuse event_id.
  api.use('/admin', eventRosterRouter(eventRosterService({ roster: eventRosterRepository(db) })));
  // Coaches' and referees' certifications: /memberships/{id}/certifications, /certifications.
  api.use(
    certificationsRouter(
      certificationsService({ certifications: certificationsRepository(db, audit), now }),
    ),
  );
  // Announcements (issue 34): /announcements, /announcements/audience, /announcements/me...
  api.use(
    announcementsRouter(
      announcementsService({
        db,
        announcements: announcementsRepository(db, auth, audit),
        testMail: announcementTestMailer(outbox, siteOrigin),
        now,
      }),
    ),
  );
  // Which announcements the member receives (issue 34).
  api.use('/mail-preferences', mailPreferencesRouter(mailPreferences));
  // The handover at 18: /handover/... and /memberships/{id}/handover...
  api.use(
    handoverRouter(
      handoverService({
        handovers: handoverRepository(db, now),
        onStandingChanged,
        siteOrigin,
        now,
      }),
    ),
  );
  // Before the owners' routers: the admin routes fall through to them.
  api.use(adminAndClubs.signedIn);
  api.use(
    '/accounts',
    dataRightsRouter(dataRightsService({ records: dataRightsRepository(db, auth, audit), now })),
  );
  api.use('/accounts', accountsRouter(accountsService({ accounts, captcha, now })));
  api.use('/memberships', membershipsRouter(memberships));
  api.use('/clubs', clubsRouter(clubs));
  api.use('/clubs', directoryClubsRouter(directory));
  api.use('/members', membersRouter(directory));
  api.use('/payments', paymentsRouter(payments));
  api.use('/events', eventsRouter(eventsService({ events: eventsRepository(db, audit), now })));
  api.use('/events', eventEntryRouter(eventEntries));
  api.use('/entries', entriesRouter(eventEntries));
  api.use('/cards', cardsRouter(cards, limiter));
  api.use(
    '/cards',
    walletPassesRouter(
      walletPassesService({
        holderOf: walletPassesRepository(db).holderOf,
        cardsOf: (caller) => cards.mine(caller),
        certificates: walletCertificates,
      }),
    ),
  );
  // Absent, so 404, unless emulator-only paths are open.
  if (emulator) api.use('/payments', testCheckoutRouter(payments, paymentGateway, webhook));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxyHops);
  app.use(bodySizeLimitByPath(MAX_BODY_BYTES));
  // Before express.json: Stripe signs the raw bytes. No bearer token: the signature is the check.
  app.post(
    ['/api/v1/payments/webhook', '/payments/webhook'],
    ...webhookRoute(webhook, MAX_BODY_BYTES),
  );
  app.use(CLUB_LOGO_BODY.paths, express.json({ limit: CLUB_LOGO_BODY.bytes }));
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  // The member cards' key set where JOSE libraries look for it (Hosting rewrites it here):
  // before App Check, which a plain fetch of a well-known address does not carry.
  app.use('/.well-known/jwks.json', cardKeysRouter(cards));
  // Behind the Hosting rewrite the path keeps /api/v1; called directly it does not.
  app.use('/api/v1', api);
  app.use('/', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
