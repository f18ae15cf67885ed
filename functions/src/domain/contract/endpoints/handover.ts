import type { HandoverAcceptInput, HandoverInvitationInput } from '../../schemas/handover';
import type {
  HandoverAnswerWire,
  HandoverInvitationWire,
  HandoverListWire,
  HandoverWire,
} from '../../wire/handover';
import type { NoInput, WithBody } from '../endpoint-kinds';

/**
 * The handover at 18: the parent holding an athlete's membership (or an administrator)
 * invites the athlete by email; the athlete, signed in with that address, accepts and the
 * membership moves to their account. ApiEndpoints extends it.
 */
export interface HandoverEndpoints {
  /** The handovers due or in progress of the memberships the caller holds. */
  'GET /handover/me': NoInput<'signed-in', HandoverListWire>;
  /** A membership's handover (its holder or an administrator). */
  'GET /memberships/{id}/handover': NoInput<'signed-in', HandoverWire> & { errors: 404 };
  /**
   * Sends (or sends again, replacing the last) the invitation to the athlete's own email,
   * single use and expiring in 14 days (the holder or an administrator).
   */
  'POST /memberships/{id}/handover/invitation': {
    auth: 'signed-in';
    success: 201;
    errors: 404 | 409;
    query: never;
    body: HandoverInvitationInput;
    answer: HandoverWire;
  };
  /** Cancels the invitation in flight (the holder or an administrator). */
  'DELETE /memberships/{id}/handover/invitation': NoInput<'signed-in', HandoverWire> & {
    errors: 404 | 409;
  };
  /** The invitation the athlete opened from the email, for the signed-in invited address. */
  'GET /handover/invitations/{code}': NoInput<'signed-in', HandoverInvitationWire> & {
    errors: 404 | 409;
  };
  /**
   * The athlete accepts: the membership, with its member ID, history, payments and event
   * entries, moves to their account; the parent keeps read access only when granted.
   */
  'POST /handover/invitations/{code}/accept': WithBody<
    'signed-in',
    HandoverAcceptInput,
    HandoverAnswerWire
  > & { errors: 404 | 409 };
  /** The athlete declines: the membership stays with the parent, who may invite again. */
  'POST /handover/invitations/{code}/decline': NoInput<'signed-in', HandoverAnswerWire> & {
    errors: 404 | 409;
  };
}
