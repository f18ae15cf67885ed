import type {
  AccountProfileInput,
  AdminAccountUpdateInput,
  CreateAccountInput,
} from '../../schemas/account';
import type { PasswordResetEmailInput } from '../../schemas/account-emails';
import type {
  AdminAccountsQuery,
  AdminMembershipUpdateInput,
  AdminMembershipsQuery,
  AuditQuery,
  ExportQuery,
  StatusReasonInput,
} from '../../schemas/admin';
import type { AdminMailQuery } from '../../schemas/admin-mail';
import type { AthleteMembershipInput } from '../../schemas/athlete-membership';
import type { CaptchaTestTokenInput, CaptchaVerificationInput } from '../../schemas/captcha';
import type {
  DirectoryMembersQuery,
  DirectoryPageQuery,
  FeaturedMembersQuery,
} from '../../schemas/directory-query';
import type { OwnerMembershipUpdateInput } from '../../schemas/membership-update';
import type {
  ClubPaymentConfirmationInput,
  ClubPaymentIntentInput,
  HouseholdPaymentConfirmationInput,
  HouseholdPaymentIntentInput,
  MembershipPaymentConfirmationInput,
  MembershipPaymentIntentInput,
  TestCheckoutInput,
} from '../../schemas/payments';
import type { AccountListWire, AccountWire } from '../../wire/account';
import type { AccountEmailSentWire } from '../../wire/account-email';
import type { MailDeliveryListWire } from '../../wire/admin-mail';
import type { AuditEntryListWire } from '../../wire/audit-entry';
import type { CaptchaTestTokenWire, CaptchaVerdictWire } from '../../wire/captcha';
import type { DataExportWire } from '../../wire/data-export';
import type { DirectoryClubWire } from '../../wire/directory-club';
import type { DirectoryMemberWire, FeaturedMembersWire } from '../../wire/directory-member';
import type { DirectoryPageWire } from '../../wire/directory-page';
import type { ErasureWire } from '../../wire/erasure';
import type { MembershipListWire, MembershipWire } from '../../wire/membership';
import type { MembershipPricingWire } from '../../wire/membership-pricing';
import type { PaymentTransactionListWire } from '../../wire/payment';
import type {
  ClubPaymentConfirmationWire,
  HouseholdPaymentConfirmationWire,
  MembershipPaymentConfirmationWire,
} from '../../wire/payment-confirmation';
import type {
  ClubPaymentIntentWire,
  HouseholdPaymentIntentWire,
  MembershipPaymentIntentWire,
} from '../../wire/payment-intent';
import type { PaymentWebhookWire } from '../../wire/payment-webhook';
import type { TestCheckoutWire } from '../../wire/test-checkout';
import type { NoInput, WithBody, WithQuery } from '../endpoint-kinds';

/**
 * The people and money of the API: accounts and their emails, the security check, data
 * rights, the member directory, memberships, payments, and the admin console's accounts,
 * memberships, trash, history, mail and CSV exports. ApiEndpoints extends it.
 */
export interface PeopleAndPaymentsEndpoints {
  // Accounts

  /** Creates the caller's account right after sign-up (an email sign-up sends X-Security-Check). */
  'POST /accounts': {
    auth: 'signed-in';
    success: 201;
    errors: 409;
    query: never;
    body: CreateAccountInput;
    answer: AccountWire;
  };
  /** The caller's account, as a list of one. */
  'GET /accounts/me/all': NoInput<'signed-in', AccountListWire> & { errors: 404 };
  /** The caller's account, found by their sign-in email. */
  'GET /accounts/me/by-email': NoInput<'signed-in', AccountWire> & { errors: 404 };
  /** One account, for its holder or an administrator. */
  'GET /accounts/{id}': NoInput<'signed-in', AccountWire>;
  /** Edits an account: its holder's profile, or an administrator's edit with email and role. */
  'PUT /accounts/{id}': WithBody<
    'signed-in',
    AccountProfileInput | AdminAccountUpdateInput,
    AccountWire
  >;
  /** Fills in the profile of an account created before the profile step. */
  'PUT /accounts/{id}/complete': WithBody<
    'signed-in',
    Partial<AccountProfileInput>,
    AccountWire
  > & { errors: 422 };
  /** Stamps the account's last sign-in. */
  'POST /accounts/user/{id}/login': NoInput<'signed-in', AccountWire>;

  // Account emails

  /** Sends the signed-in person a new email-verification link. */
  'POST /account-emails/verification': NoInput<'signed-in', AccountEmailSentWire>;
  /** Sends a password-reset link to the address, if it has an account. */
  'POST /account-emails/password-reset': WithBody<
    'optional',
    PasswordResetEmailInput,
    AccountEmailSentWire
  >;

  // Security check

  /** Verifies a security-check token for an action and gives the id protected endpoints take. */
  'POST /captcha': WithBody<'optional', CaptchaVerificationInput, CaptchaVerdictWire>;
  /** Issues a token the local verifier accepts (emulator only). */
  'POST /captcha/test-token': WithBody<'optional', CaptchaTestTokenInput, CaptchaTestTokenWire> & {
    errors: 404;
  };

  // Data rights

  /** Everything the caller's account holds, as one JSON document to download. */
  'GET /accounts/me/export': NoInput<'signed-in', DataExportWire>;
  /** Asks the association to erase the caller's data. */
  'POST /accounts/me/deletion-request': NoInput<'signed-in', AccountWire>;
  /** Withdraws the caller's request to erase their data. */
  'DELETE /accounts/me/deletion-request': NoInput<'signed-in', AccountWire>;
  /** Erases the data of a person who asked for it (administrators confirm the request). */
  'POST /accounts/{id}/erase': NoInput<'admin', ErasureWire>;

  // Member directory

  /** One page of the directory's active members, by club or belt. */
  'GET /members/all': WithQuery<
    'signed-in',
    DirectoryMembersQuery,
    DirectoryPageWire<DirectoryMemberWire>
  >;
  /** The members with most achievements. */
  'GET /members/featured': WithQuery<'signed-in', FeaturedMembersQuery, FeaturedMembersWire>;
  /** One page of the directory's active referees. */
  'GET /members/referees': WithQuery<
    'signed-in',
    DirectoryPageQuery,
    DirectoryPageWire<DirectoryMemberWire>
  >;
  /** One page of the directory's active coaches. */
  'GET /members/coaches': WithQuery<
    'signed-in',
    DirectoryPageQuery,
    DirectoryPageWire<DirectoryMemberWire>
  >;
  /** One member of the directory. */
  'GET /members/{id}': NoInput<'signed-in', DirectoryMemberWire>;
  /** One page of the directory's active clubs. */
  'GET /clubs/all': WithQuery<
    'signed-in',
    DirectoryPageQuery,
    DirectoryPageWire<DirectoryClubWire>
  >;

  // Memberships

  /** Applies for an athlete, coach or referee membership. */
  'POST /memberships': {
    auth: 'signed-in';
    success: 201;
    errors: 409;
    query: never;
    body: AthleteMembershipInput;
    answer: MembershipWire;
  };
  /** The caller's memberships. */
  'GET /memberships/me/all': NoInput<'signed-in', MembershipListWire>;
  /** The caller's current membership. */
  'GET /memberships/me/one': NoInput<'signed-in', MembershipWire> & { errors: 404 };
  /** One membership, for its owner or an administrator. */
  'GET /memberships/{id}': NoInput<'signed-in', MembershipWire>;
  /** Edits a membership's personal details, categories and email, by its owner. */
  'PUT /memberships/{id}': WithBody<'signed-in', OwnerMembershipUpdateInput, MembershipWire> & {
    errors: 409;
  };

  // Payments

  /** The price of each membership tier. */
  'GET /payments/membership-pricing': NoInput<'signed-in', MembershipPricingWire>;
  /** The caller's payments. */
  'GET /payments/transactions': NoInput<'signed-in', PaymentTransactionListWire>;
  /** Starts the card payment of a membership (or its renewal, at the tier asked for). */
  'POST /payments/create-payment-intent': WithBody<
    'signed-in',
    MembershipPaymentIntentInput,
    MembershipPaymentIntentWire
  > & { errors: 404 };
  /** Confirms a membership's payment once the card form has succeeded. */
  'POST /payments/confirm-payment': WithBody<
    'signed-in',
    MembershipPaymentConfirmationInput,
    MembershipPaymentConfirmationWire
  > & { errors: 404 };
  /** Starts the card payment of a club membership. */
  'POST /payments/club/create-payment-intent': WithBody<
    'signed-in',
    ClubPaymentIntentInput,
    ClubPaymentIntentWire
  > & { errors: 404 };
  /** Confirms a club membership's payment once the card form has succeeded. */
  'POST /payments/club/confirm-payment': WithBody<
    'signed-in',
    ClubPaymentConfirmationInput,
    ClubPaymentConfirmationWire
  > & { errors: 404 };
  /** Starts one card payment for several of the caller's memberships. */
  'POST /payments/household/create-payment-intent': WithBody<
    'signed-in',
    HouseholdPaymentIntentInput,
    HouseholdPaymentIntentWire
  > & { errors: 404 };
  /** Confirms a household payment once the card form has succeeded. */
  'POST /payments/household/confirm-payment': WithBody<
    'signed-in',
    HouseholdPaymentConfirmationInput,
    HouseholdPaymentConfirmationWire
  > & { errors: 404 };
  /** Pays an intent with a Stripe test card and settles it as Stripe would (emulator only). */
  'POST /payments/test-checkout': WithBody<'signed-in', TestCheckoutInput, TestCheckoutWire> & {
    errors: 404;
  };
  /** Receives Stripe's signed payment events and settles what they report. */
  'POST /payments/webhook': {
    auth: 'stripe';
    success: 200;
    query: never;
    // Stripe's event, read only once its signature over the raw bytes is checked.
    body: Record<string, unknown>;
    answer: PaymentWebhookWire;
  };

  // Administration: accounts, memberships and the trash

  /** One page of accounts, searched, live or in the trash. */
  'GET /accounts': WithQuery<'admin', AdminAccountsQuery, AccountListWire>;
  /** Moves an account to the trash. */
  'DELETE /accounts/{id}/soft': NoInput<'admin', AccountWire>;
  /** Takes an account out of the trash. */
  'POST /accounts/{id}/restore': NoInput<'admin', AccountWire>;
  /** One page of memberships, searched and filtered, live or in the trash. */
  'GET /memberships': WithQuery<'admin', AdminMembershipsQuery, MembershipListWire>;
  /** Edits any field of a membership, its status included. */
  'PUT /memberships/{id}/admin': WithBody<'admin', AdminMembershipUpdateInput, MembershipWire>;
  /** Activates a membership, emailing the owner the reason. */
  'POST /memberships/{id}/activate': WithBody<'admin', StatusReasonInput, MembershipWire>;
  /** Suspends a membership, emailing the owner the reason. */
  'POST /memberships/{id}/suspend': WithBody<'admin', StatusReasonInput, MembershipWire>;
  /** Cancels a membership, emailing the owner the reason. */
  'POST /memberships/{id}/cancel': WithBody<'admin', StatusReasonInput, MembershipWire>;
  /** Takes a membership out of the trash. */
  'POST /memberships/{id}/restore': NoInput<'admin', MembershipWire>;
  /** Moves a membership to the trash. */
  'DELETE /memberships/{id}/soft': NoInput<'admin', MembershipWire>;

  // Administration: history, mail and exports

  /** A record's latest changes, newest first. */
  'GET /audit': {
    auth: 'admin';
    success: 200;
    query: AuditQuery;
    body: never;
    answer: AuditEntryListWire;
  };
  /** The delivery state of outgoing mail, newest first, or one recipient's. */
  'GET /admin/mail': WithQuery<'admin', AdminMailQuery, MailDeliveryListWire>;
  /** Every account under the table's search and filters, as CSV text. */
  'GET /admin/export/accounts.csv': WithQuery<'admin', ExportQuery, string>;
  /** Every membership under the table's search and filters, as CSV text. */
  'GET /admin/export/memberships.csv': WithQuery<'admin', ExportQuery, string>;
  /** Every club membership under the table's search and filters, as CSV text. */
  'GET /admin/export/club-memberships.csv': WithQuery<'admin', ExportQuery, string>;
}
