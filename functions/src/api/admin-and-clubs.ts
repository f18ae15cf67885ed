import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { auditLog } from '../audit/audit-log';
import type { MailOutbox } from '../mail/mail-outbox';
import { verifiedSignInEmail } from '../payments/receipt-recipient';

import type { AccountsRepository } from './accounts/accounts.repository';
import { accountIdentity } from './admin/accounts/account-identity';
import { adminAccountsRepository } from './admin/accounts/admin-accounts.repository';
import { adminAccountsRouter } from './admin/accounts/admin-accounts.router';
import { adminAccountsService } from './admin/accounts/admin-accounts.service';
import { auditActors } from './admin/audit/audit-actors';
import { auditRouter } from './admin/audit/audit.router';
import { dashboardRepository } from './admin/dashboard/dashboard.repository';
import { dashboardRouter } from './admin/dashboard/dashboard.router';
import { dashboardService } from './admin/dashboard/dashboard.service';
import { exportRouter } from './admin/export/export.router';
import { exportService } from './admin/export/export.service';
import { adminMailRepository } from './admin/mail/admin-mail.repository';
import { adminMailRouter } from './admin/mail/admin-mail.router';
import { adminMailService } from './admin/mail/admin-mail.service';
import { adminMembershipsRepository } from './admin/memberships/admin-memberships.repository';
import { adminMembershipsRouter } from './admin/memberships/admin-memberships.router';
import { adminMembershipsService } from './admin/memberships/admin-memberships.service';
import type { CaptchaService } from './captcha/captcha.service';
import { clubMembershipsRepository } from './club-memberships/club-memberships.repository';
import {
  clubMembershipsRouter,
  validateInviteRouter,
} from './club-memberships/club-memberships.router';
import { clubMembershipsService } from './club-memberships/club-memberships.service';
import { clubRegistrationService } from './club-memberships/club-registration.service';
import { inviteValidationRepository } from './club-memberships/invite-validation.repository';
import { clubOwnerRepository } from './club-owner/club-owner.repository';
import { clubOwnerRouter } from './club-owner/club-owner.router';
import { clubOwnerService } from './club-owner/club-owner.service';

export interface AdminAndClubsDeps {
  db: Firestore;
  auth: Auth;
  outbox: MailOutbox;
  accounts: Pick<AccountsRepository, 'get'>;
  captcha: Pick<CaptchaService, 'spendGuard'>;
  /** Refreshes the standing of accounts whose records an administrator's action changed. */
  onStandingChanged?: (uids: string[]) => Promise<void>;
  /** The configured site, where emailed links lead. */
  siteOrigin: () => string;
  now: () => Date;
}

/**
 * The admin console's API (accounts, memberships, clubs, invitations, audit, CSV export),
 * club registration by invitation and club management, wired from their layers.
 * `validateInvite` goes before the sign-in check; `signedIn` after it, and before the
 * owners' /accounts and /memberships routers, which it falls through to.
 */
export function adminAndClubsRouters({
  db,
  auth,
  outbox,
  accounts,
  captcha,
  onStandingChanged,
  siteOrigin,
  now,
}: AdminAndClubsDeps) {
  const audit = auditLog(db);
  const adminAccounts = adminAccountsRepository(db, audit);
  const adminMemberships = adminMembershipsRepository(db, audit, outbox);
  const recipientOf = verifiedSignInEmail(auth);
  const clubs = clubMembershipsRepository(db, outbox, audit);
  const registration = clubRegistrationService({
    clubs,
    validations: inviteValidationRepository(db),
    accounts,
    captcha,
    now,
  });

  const signedIn = Router();
  signedIn.use(
    '/accounts',
    adminAccountsRouter(
      adminAccountsService({ accounts: adminAccounts, identity: accountIdentity(db, auth), now }),
    ),
  );
  signedIn.use(
    '/memberships',
    adminMembershipsRouter(
      adminMembershipsService({
        memberships: adminMemberships,
        recipientOf,
        onStandingChanged,
        now,
      }),
      siteOrigin,
    ),
  );
  signedIn.use(
    '/club-memberships',
    clubMembershipsRouter(
      clubMembershipsService({ clubs, recipientOf, onStandingChanged, now }),
      registration,
      siteOrigin,
    ),
  );
  signedIn.use(
    '/club-owner',
    clubOwnerRouter(
      clubOwnerService({ owners: clubOwnerRepository(db), memberships: adminMemberships, now }),
    ),
  );
  signedIn.use('/audit', auditRouter(audit, auditActors(accounts, auth)));
  signedIn.use(
    '/admin',
    dashboardRouter(dashboardService({ dashboard: dashboardRepository(db), now })),
  );
  signedIn.use('/admin/mail', adminMailRouter(adminMailService({ mail: adminMailRepository(db) })));
  signedIn.use(
    '/admin',
    exportRouter(
      exportService({ accounts: adminAccounts, memberships: adminMemberships, clubs, now }),
    ),
  );

  return { validateInvite: validateInviteRouter(registration), signedIn };
}
