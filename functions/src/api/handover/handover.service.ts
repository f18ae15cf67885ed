import {
  HANDOVER_INVITE_TTL_MS,
  acceptRefusal,
  cancelRefusal,
  completedHandover,
  dueHandover,
  eighteenthBirthday,
  handoverInviteProblem,
  handoverLink,
  handoverStateOf,
  inviteRefusal,
  normaliseEmail,
  parentReaderOf,
  type HandoverRefusal,
} from '../../domain/handover';
import { associationDate } from '../../domain/renewal';
import type { HandoverAcceptInput, HandoverInvitationInput } from '../../domain/schemas/handover';
import type {
  HandoverAnswerWire,
  HandoverInvitationWire,
  HandoverWire,
} from '../../domain/wire/handover';
import { handoverSubjectOf, type StoredHandover } from '../../firestore/handover-record';
import { handoverInvitationEmail } from '../../mail/handover-emails';
import type { MailLanguage } from '../../mail/mail-message';
import type { Caller } from '../auth/caller';
import { newInviteCode } from '../club-memberships/invite-code';
import { AppError } from '../errors/app-error';
import { isoOrNull } from '../shared/iso-date';

import {
  inviteIdOf,
  type HandoverMembership,
  type HandoverRepository,
} from './handover.repository';

export interface HandoverServiceDeps {
  handovers: HandoverRepository;
  /** Called after a handover commits with both accounts: their standing and claims change. */
  onStandingChanged?: (uids: string[]) => Promise<void>;
  siteOrigin: () => string;
  now: () => Date;
}

const nameOf = (m: HandoverMembership) => `${m.data.firstName} ${m.data.lastName}`.trim();

function refused(refusal: HandoverRefusal): never {
  if (refusal === 'forbidden') throw AppError.forbidden();
  if (refusal === 'completed') throw AppError.conflict('DUPLICATE_RESOURCE', 'handover.completed');
  if (refusal === 'not_due') throw AppError.conflict('DUPLICATE_RESOURCE', 'handover.notDue');
  throw AppError.conflict('DUPLICATE_RESOURCE', 'handover.notInvited');
}

/** A live membership, or 404. */
function live(membership: HandoverMembership | null): HandoverMembership {
  if (!membership || membership.data.deletedAt) throw AppError.notFound('notFound.membership');
  return membership;
}

/** The handover at 18: the parent's (or an administrator's) invitation and the athlete's answer. */
export function handoverService({
  handovers,
  onStandingChanged,
  siteOrigin,
  now,
}: HandoverServiceDeps) {
  const today = () => associationDate(now());

  function toWire(m: HandoverMembership): HandoverWire {
    const h = m.handover;
    const subject = { ...handoverSubjectOf(m.data), handover: h };
    return {
      membership_id: m.id,
      athlete_name: nameOf(m),
      member_id: typeof m.data.memberId === 'string' ? m.data.memberId : null,
      state: handoverStateOf(subject, today()),
      due_on: h?.dueOn || eighteenthBirthday(subject.dateOfBirth),
      invited_email: h?.invitedEmail ?? null,
      invited_at: isoOrNull(h?.invitedAt ?? null),
      expires_at: isoOrNull(h?.expiresAt ?? null),
      completed_at: isoOrNull(h?.completedAt ?? null),
      parent_read_access: h?.parentReadAccess ?? null,
    };
  }

  const withHandover = (m: HandoverMembership, handover: StoredHandover) =>
    toWire({ ...m, handover });

  /** The stored handover to build on: the one kept, or due from the birthday. */
  const baseOf = (m: HandoverMembership): StoredHandover =>
    m.handover ?? { ...dueHandover(String(m.data.dateOfBirth), null), inviteId: null };

  const stateOf = (m: HandoverMembership) => handoverStateOf(handoverSubjectOf(m.data), today());

  return {
    async mine(caller: Caller): Promise<HandoverWire[]> {
      const held = await handovers.heldBy(caller.uid);
      return held
        .map(toWire)
        .filter((h) => h.state !== 'not_due' && h.state !== 'completed')
        .sort((a, b) => a.due_on.localeCompare(b.due_on));
    },

    async get(caller: Caller, id: string): Promise<HandoverWire> {
      const m = live(await handovers.membership(id));
      if (!caller.isAdmin && m.data.accountUid !== caller.uid) throw AppError.forbidden();
      return toWire(m);
    },

    async invite(
      caller: Caller,
      id: string,
      { email }: HandoverInvitationInput,
      language: MailLanguage,
    ): Promise<HandoverWire> {
      const at = now();
      const code = newInviteCode();
      const expiresAt = new Date(at.getTime() + HANDOVER_INVITE_TTL_MS);
      const invitedEmail = normaliseEmail(email);
      let membership: HandoverMembership | null = null;
      const handover = await handovers.sendInvitation(
        id,
        { actorUid: caller.uid, at, action: 'invite' },
        (found) => {
          const m = live(found);
          membership = m;
          const holder = String(m.data.accountUid);
          const refusal = inviteRefusal(caller, holder, stateOf(m));
          if (refusal) refused(refusal);
          const handover: StoredHandover = {
            ...baseOf(m),
            state: 'invited',
            invitedEmail,
            invitedAt: at,
            expiresAt,
            inviteId: inviteIdOf(code),
          };
          return {
            handover,
            invite: {
              id: inviteIdOf(code),
              membershipId: m.id,
              fromUid: holder,
              email: invitedEmail,
              expiresAt,
              usedAt: null,
              cancelledAt: null,
              createdAt: at,
              createdBy: caller.uid,
              usedBy: null,
            },
            mail: handoverInvitationEmail(language, {
              to: invitedEmail,
              name: nameOf(m),
              memberId: typeof m.data.memberId === 'string' ? m.data.memberId : '—',
              link: handoverLink(siteOrigin(), code),
              expiresOn: associationDate(expiresAt),
            }),
          };
        },
      );
      return withHandover(live(membership), handover);
    },

    async cancel(caller: Caller, id: string): Promise<HandoverWire> {
      const at = now();
      let membership: HandoverMembership | null = null;
      const handover = await handovers.cancel(
        id,
        { actorUid: caller.uid, at, action: 'revoke_invite' },
        (found) => {
          const m = live(found);
          membership = m;
          const refusal = cancelRefusal(caller, String(m.data.accountUid), stateOf(m));
          if (refusal) refused(refusal);
          return { ...baseOf(m), state: 'cancelled', expiresAt: null, inviteId: null };
        },
      );
      return withHandover(live(membership), handover);
    },

    /** What the invited athlete sees before answering (their verified address only). */
    async invitation(caller: Caller, code: string): Promise<HandoverInvitationWire> {
      const invite = answerable(caller, await handovers.invite(code), now());
      const m = live(await handovers.membership(invite.membershipId));
      return {
        membership_id: m.id,
        athlete_name: nameOf(m),
        member_id: typeof m.data.memberId === 'string' ? m.data.memberId : null,
        email: invite.email,
        expires_at: invite.expiresAt.toISOString(),
      };
    },

    async accept(
      caller: Caller,
      code: string,
      { parent_read_access }: HandoverAcceptInput,
    ): Promise<HandoverAnswerWire> {
      const at = now();
      const result = await handovers.answer(
        code,
        { actorUid: caller.uid, at, action: 'update' },
        (found, foundMembership) => {
          const invite = answerable(caller, found, at);
          const m = current(live(foundMembership), invite);
          const handover: StoredHandover = {
            ...completedHandover(baseOf(m), invite.fromUid, caller.uid, parent_read_access, at),
            inviteId: null,
          };
          return { handover, toUid: caller.uid, parentReaderUid: parentReaderOf(handover) };
        },
      );
      await onStandingChanged?.([result.fromUid, caller.uid]);
      return {
        membership_id: result.membershipId,
        state: 'completed',
        parent_read_access,
      };
    },

    async decline(caller: Caller, code: string): Promise<HandoverAnswerWire> {
      const at = now();
      const result = await handovers.answer(
        code,
        { actorUid: caller.uid, at, action: 'update' },
        (found, foundMembership) => {
          const invite = answerable(caller, found, at);
          const m = current(live(foundMembership), invite);
          return {
            handover: { ...baseOf(m), state: 'declined', expiresAt: null, inviteId: null },
            toUid: null,
          };
        },
      );
      return { membership_id: result.membershipId, state: 'declined', parent_read_access: null };
    },
  };
}

/** 404 for an unknown code, 409 for a used, expired or cancelled one. */
function usable(invite: Parameters<typeof handoverInviteProblem>[0], at: Date) {
  const problem = handoverInviteProblem(invite, at);
  if (problem === 'unknown') throw AppError.notFound('handover.notFound');
  if (problem === 'used') throw AppError.conflict('DUPLICATE_RESOURCE', 'handover.inviteUsed');
  if (problem === 'expired') {
    throw AppError.conflict('DUPLICATE_RESOURCE', 'handover.inviteExpired');
  }
}

/** 403 unless the caller is the invited athlete, verified, on another account. */
function checkAcceptor(caller: Caller, invite: NonNullable<Parameters<typeof acceptRefusal>[1]>) {
  const refusal = acceptRefusal(caller, invite);
  if (refusal === 'wrong_email') throw AppError.forbidden('handover.wrongEmail');
  if (refusal === 'email_unverified') throw AppError.forbidden('handover.emailUnverified');
  if (refusal === 'same_account') throw AppError.forbidden('handover.sameAccount');
}

/** The invitation must still be the membership's current one, from its holder. */
function current(m: HandoverMembership, invite: { id: string; fromUid: string }) {
  if (
    m.handover?.state !== 'invited' ||
    m.handover.inviteId !== invite.id ||
    m.data.accountUid !== invite.fromUid
  ) {
    throw AppError.conflict('DUPLICATE_RESOURCE', 'handover.inviteExpired');
  }
  return m;
}

/** The invitation the caller may answer: usable and addressed to them, or it throws. */
function answerable<Invite extends NonNullable<Parameters<typeof acceptRefusal>[1]>>(
  caller: Caller,
  invite: (Invite & Parameters<typeof handoverInviteProblem>[0]) | null,
  at: Date,
): Invite {
  usable(invite, at);
  if (!invite) throw AppError.notFound('handover.notFound');
  checkAcceptor(caller, invite);
  return invite;
}

export type HandoverService = ReturnType<typeof handoverService>;
