import type {
  AdminClubsQuery,
  ClubMembersQuery,
  ClubUpdateInput,
  StatusReasonInput,
} from '../../schemas/admin';
import type { ClubInvitationInput, ValidateInviteInput } from '../../schemas/club-invitation';
import type { ClubMembershipInput } from '../../schemas/club-membership';
import type { ApprovedClubsQuery } from '../../schemas/club-search';
import type { EventInput, EventsQuery } from '../../schemas/event';
import type {
  EventEntryInput,
  EventEntryPaymentConfirmationInput,
} from '../../schemas/event-entries';
import type { EventRosterExportQuery, EventRosterQuery } from '../../schemas/event-roster';
import type { OwnerMembershipUpdateInput } from '../../schemas/membership-update';
import type { ApprovedClubsWire } from '../../wire/approved-club';
import type { ClubListWire, ClubRosterMemberWire, ClubRosterWire, ClubWire } from '../../wire/club';
import type {
  InvitationCreatedWire,
  InvitationRevokedWire,
  InviteValidationWire,
} from '../../wire/club-invitation';
import type { EventListWire, EventWire } from '../../wire/event';
import type {
  EntryCreatedWire,
  EntryOptionsWire,
  EntryPaymentConfirmedWire,
  EntryWithdrawnWire,
  HouseholdEntriesWire,
} from '../../wire/event-entries';
import type { EventRosterWire } from '../../wire/event-roster';
import type { PaymentIntentWire } from '../../wire/payment-intent';
import type { PublicClubWire } from '../../wire/public-club';
import type { NoInput, WithBody, WithQuery } from '../endpoint-kinds';

/**
 * The clubs and events of the API: the public and approved club lists, club memberships with
 * their invitations, the club owner's roster, the console's events and their rosters, and a
 * household's event entries. ApiEndpoints extends it.
 */
export interface ClubsAndEventsEndpoints {
  // Clubs

  /** The active clubs by name, as the association publishes them. */
  'GET /clubs/public': {
    auth: 'none';
    success: 200;
    query: never;
    body: never;
    answer: { clubs: PublicClubWire[] };
  };
  /** Clubs an athlete may name as their school (approved or active), by id and name. */
  'GET /clubs/approved': WithQuery<'signed-in', ApprovedClubsQuery, ApprovedClubsWire>;

  // Club memberships and invitations

  /** Whether an invitation code can still be redeemed, and the invited club's name. */
  'POST /club-memberships/validate-invite': WithBody<
    'optional',
    ValidateInviteInput,
    InviteValidationWire
  >;
  /** The console's club list, filtered and paged. */
  'GET /club-memberships': WithQuery<'admin', AdminClubsQuery, ClubListWire>;
  /** The clubs the caller owns. */
  'GET /club-memberships/me/all': NoInput<'signed-in', ClubListWire>;
  /** The invited club, while its invitation can still be redeemed. */
  'GET /club-memberships/by-invite-code/{code}': NoInput<'signed-in', ClubWire> & {
    errors: 404;
  };
  /** Redeems an invitation: registers the club and its owner's coach membership. */
  'POST /club-memberships': {
    auth: 'signed-in';
    success: 201;
    errors: 409;
    query: never;
    body: ClubMembershipInput;
    answer: ClubWire;
  };
  /** Invites a club by email (administrators). */
  'POST /club-memberships/invitations': {
    auth: 'admin';
    success: 201;
    errors: 409;
    query: never;
    body: ClubInvitationInput;
    answer: InvitationCreatedWire;
  };
  /** Revokes an invitation not yet used (administrators). */
  'POST /club-memberships/invitations/{code}/revoke': NoInput<'admin', InvitationRevokedWire> & {
    errors: 409;
  };
  /** Edits a club, by its owner or an administrator. */
  'PUT /club-memberships/{id}': WithBody<'signed-in', ClubUpdateInput, ClubWire> & { errors: 409 };
  /** Moves a club to the trash (administrators). */
  'DELETE /club-memberships/{id}/soft': NoInput<'admin', ClubWire>;
  /** Activates a club, with an optional reason (administrators). */
  'POST /club-memberships/{id}/activate': WithBody<'admin', StatusReasonInput, ClubWire>;
  /** Suspends a club, with a reason (administrators). */
  'POST /club-memberships/{id}/suspend': WithBody<'admin', StatusReasonInput, ClubWire>;
  /** Cancels a club, with a reason (administrators). */
  'POST /club-memberships/{id}/cancel': WithBody<'admin', StatusReasonInput, ClubWire>;
  /** Approves a club's new public name (administrators). */
  'POST /club-memberships/{id}/name/approve': NoInput<'admin', ClubWire>;
  /** Rejects a club's new public name (administrators). */
  'POST /club-memberships/{id}/name/reject': NoInput<'admin', ClubWire>;
  /** Restores a club from the trash (administrators). */
  'POST /club-memberships/{id}/restore': NoInput<'admin', ClubWire>;

  // The club owner's roster

  /** The owner's club and its members, filtered and paged. */
  'GET /club-owner/members': WithQuery<'signed-in', ClubMembersQuery, ClubRosterWire> & {
    errors: 404;
  };
  /** Edits a member of the owner's club (personal details and categories only). */
  'PUT /club-owner/members/{id}': WithBody<
    'signed-in',
    OwnerMembershipUpdateInput,
    ClubRosterMemberWire
  >;

  // Events (the console)

  /** The console's events, upcoming or past, paged. */
  'GET /events': WithQuery<'admin', EventsQuery, EventListWire>;
  /** One event (administrators). */
  'GET /events/{id}': NoInput<'admin', EventWire>;
  /** Creates an event, unpublished (administrators). */
  'POST /events': {
    auth: 'admin';
    success: 201;
    query: never;
    body: EventInput;
    answer: EventWire;
  };
  /** Edits an event (administrators). */
  'PUT /events/{id}': WithBody<'admin', EventInput, EventWire> & { errors: 422 };
  /** Publishes an event on the public calendar (administrators). */
  'POST /events/{id}/publish': NoInput<'admin', EventWire> & { errors: 409 | 422 };
  /** Takes an event off the public calendar (administrators). */
  'POST /events/{id}/unpublish': NoInput<'admin', EventWire> & { errors: 409 | 422 };
  /** Cancels an event (administrators). */
  'POST /events/{id}/cancel': NoInput<'admin', EventWire> & { errors: 409 | 422 };
  /** Restores a cancelled event (administrators). */
  'POST /events/{id}/restore': NoInput<'admin', EventWire> & { errors: 409 };
  /** The event's entries (administrators), filtered and paged. */
  'GET /admin/events/{id}/roster': WithQuery<'admin', EventRosterQuery, EventRosterWire>;
  /** The event's entries as a CSV file (administrators). */
  'GET /admin/export/event-roster.csv': WithQuery<'admin', EventRosterExportQuery, string> & {
    errors: 404;
  };

  // Event entries

  /** Who of the caller's household may enter the event, at what fee, or why not. */
  'GET /events/{id}/entry-options': NoInput<'signed-in', EntryOptionsWire>;
  /** Enters a member of the caller's household, with the payment to make when there is a fee. */
  'POST /events/{id}/entries': {
    auth: 'signed-in';
    success: 201;
    errors: 409 | 422;
    query: never;
    body: EventEntryInput;
    answer: EntryCreatedWire;
  };
  /** The entries of everyone the caller registered. */
  'GET /entries': NoInput<'signed-in', HouseholdEntriesWire>;
  /** The payment intent of an entry awaiting payment. */
  'POST /entries/{id}/payment-intent': NoInput<'signed-in', PaymentIntentWire> & { errors: 409 };
  /** Settles an entry's payment once Stripe says it succeeded. */
  'POST /entries/{id}/confirm-payment': WithBody<
    'signed-in',
    EventEntryPaymentConfirmationInput,
    EntryPaymentConfirmedWire
  > & { errors: 409 };
  /** Withdraws an entry, refunding it when it was paid. */
  'POST /entries/{id}/withdraw': NoInput<'signed-in', EntryWithdrawnWire> & { errors: 409 };
}
