import type { HandoverState } from '../handover';

/** A membership's handover at 18 as its holder (the parent) and administrators see it. */
export type HandoverWire = {
  membership_id: string;
  /** The athlete's first and last name. */
  athlete_name: string;
  member_id: string | null;
  state: HandoverState;
  /** The 18th birthday, 'YYYY-MM-DD'. */
  due_on: string;
  /** The athlete's address the invitation went to, while invited (and after). */
  invited_email: string | null;
  invited_at: string | null;
  expires_at: string | null;
  completed_at: string | null;
  /** The athlete's choice once completed: whether the parent keeps read access. */
  parent_read_access: boolean | null;
};

/** GET /handover/me: the handovers of the memberships the caller holds, not completed. */
export type HandoverListWire = { handovers: HandoverWire[] };

/** GET /handover/invitations/{code}: what the invited athlete is asked to accept. */
export type HandoverInvitationWire = {
  membership_id: string;
  athlete_name: string;
  member_id: string | null;
  /** The invited address (the athlete must be signed in with it). */
  email: string;
  expires_at: string;
};

/** POST /handover/invitations/{code}/accept and /decline: the answer given. */
export type HandoverAnswerWire = {
  membership_id: string;
  state: 'completed' | 'declined';
  parent_read_access: boolean | null;
};
