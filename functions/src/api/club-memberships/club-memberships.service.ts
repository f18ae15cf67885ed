import { membershipExpiry } from '../../domain/active-member';
import { INVITE_TTL_MS, registrationLink } from '../../domain/club-invites';
import type { AdminClubsQuery, ClubUpdateInput } from '../../domain/schemas/admin';
import type { ClubInvitationInput } from '../../domain/schemas/club-invitation';
import { normaliseForSearch } from '../../domain/search-text';
import { LISTED_CLUB_STATUSES, type ClubStatus } from '../../domain/status';
import type {
  InvitationCreatedWire,
  InvitationRevokedWire,
} from '../../domain/wire/club-invitation';
import type { ClubInfoDoc, StoredClub } from '../../firestore/collections/clubs';
import { clubInvitationEmail } from '../../mail/club-invitation-email';
import type { MailLanguage } from '../../mail/mail-message';
import { statusNoticeEmail } from '../../mail/status-notice-email';
import { withExpiry } from '../admin/listing/listing-query';
import { assertNotLapsed, statusActionOfEdit, type StatusAction } from '../admin/status-notice';
import { assertAdmin, type Caller } from '../auth/caller';
import { AppError, fieldError } from '../errors/app-error';

import { assertStorableLogo } from './club-logo';
import { clubInfoFromWire } from './club-membership.mapper';
import type { InviteDoc } from './club-membership.model';
import type { ClubMembershipsRepository } from './club-memberships.repository';
import { newInviteCode } from './invite-code';

export interface ClubMembershipsServiceDeps {
  clubs: ClubMembershipsRepository;
  /** The owner's verified sign-in address for status notices, or null (no email then). */
  recipientOf: (uid: string) => Promise<string | null>;
  /** Called after a status action commits, with the owner whose standing may have changed. */
  onStandingChanged?: (uids: string[]) => Promise<void>;
  now: () => Date;
}

const isOwnerEditable = (status: ClubStatus) =>
  (LISTED_CLUB_STATUSES as readonly ClubStatus[]).includes(status);

/**
 * An owner's new name waits for an administrator: the club is listed to every member
 * choosing their club, so a look-alike of another school's name must not reach that list.
 * The old name stays meanwhile; the details that came with it apply at once.
 */
function heldRename(current: StoredClub, info: ClubInfoDoc): Partial<StoredClub> {
  const name = current.clubInfo.clubName;
  return {
    clubInfo: { ...info, clubName: name },
    pendingName: info.clubName === name ? (current.pendingName ?? null) : info.clubName,
  };
}

/** Clubs as administrators and owners manage them, and the invitations that create them. */
export function clubMembershipsService({
  clubs,
  recipientOf,
  onStandingChanged,
  now,
}: ClubMembershipsServiceDeps) {
  async function change(
    caller: Caller,
    id: string,
    action: 'update' | 'status' | 'soft_delete' | 'restore' | 'approve_name' | 'reject_name',
    decide: (current: StoredClub, at: Date) => Partial<StoredClub>,
  ) {
    const at = now();
    const updated = await clubs.change(id, { actorUid: caller.uid, at, action }, (current) => ({
      ...decide(current, at),
      updatedAt: at,
    }));
    if (!updated) throw AppError.notFound('notFound.clubMembership');
    return updated;
  }

  const live = (club: StoredClub) => {
    if (club.deletedAt) throw AppError.notFound('notFound.clubMembership');
  };

  /**
   * Activate, suspend or cancel with a reason: stored on the club, written to the audit
   * log, emailed to the owner in their language; then the owner's standing is refreshed.
   * Activation starts the club's year when it has none, as a membership's does. `edits`
   * are the edit dialog's other fields, saved in the same transaction.
   */
  async function setStatus(
    caller: Caller,
    id: string,
    { status, reason, siteOrigin }: StatusAction,
    edits: Partial<StoredClub> = {},
  ) {
    assertAdmin(caller);
    const found = await clubs.get(id);
    if (!found || found.deletedAt) throw AppError.notFound('notFound.clubMembership');
    const owner = found.ownerUid;
    const to = owner ? await recipientOf(owner) : null;
    const notice =
      owner && to
        ? {
            ownerUid: owner,
            to,
            compose: (updated: StoredClub, language: MailLanguage) =>
              statusNoticeEmail(language, {
                to,
                record: 'club',
                name: updated.clubInfo.clubName,
                status,
                reason,
                accountUrl: `${siteOrigin}/my-account`,
              }),
          }
        : undefined;
    const at = now();
    const updated = await clubs.change(
      id,
      { actorUid: caller.uid, at, action: 'status', reason },
      (current) => {
        live(current);
        if (status === 'active') {
          if (current.status === 'invite_created') {
            throw AppError.badRequest('club.notRegistered');
          }
          assertNotLapsed('club', current.expiresAt, at);
        }
        return {
          ...edits,
          status,
          statusReason: reason,
          statusChangedAt: at,
          updatedAt: at,
          ...(status === 'active' && !current.expiresAt ? { expiresAt: membershipExpiry(at) } : {}),
        };
      },
      notice,
    );
    if (!updated) throw AppError.notFound('notFound.clubMembership');
    if (updated.ownerUid) await onStandingChanged?.([updated.ownerUid]);
    return updated;
  }

  return {
    async list(caller: Caller, query: AdminClubsQuery) {
      assertAdmin(caller);
      const request = withExpiry(
        {
          filters: query.status ? { status: query.status } : {},
          search: normaliseForSearch(query.search),
          deleted: query.deleted ?? false,
        },
        query.expiry,
        now(),
      );
      if (!request) return { clubs: [], total: 0 };
      return clubs.list(request, { skip: query.skip, limit: query.limit, after: query.after });
    },

    listMine(caller: Caller) {
      return clubs.listForOwner(caller.uid);
    },

    /**
     * An administrator edits any club (details and status); the owner edits the details
     * of an approved or active club and nothing else.
     */
    async update(caller: Caller, id: string, input: ClubUpdateInput, siteOrigin: string) {
      const found = await clubs.get(id);
      if (!found || found.deletedAt) throw AppError.notFound('notFound.clubMembership');
      if (!caller.isAdmin) {
        if (found.ownerUid !== caller.uid) throw AppError.forbidden();
        if (input.status !== undefined && input.status !== found.status) {
          throw AppError.forbidden('club.statusAdminOnly');
        }
        if (!input.club_info) {
          throw AppError.badRequest('checkInformation', [
            fieldError('club_info', 'validation.required'),
          ]);
        }
      }
      assertStorableLogo(input.club_info?.club_logo);
      const details: Partial<StoredClub> = input.club_info
        ? { clubInfo: clubInfoFromWire(input.club_info) }
        : {};
      // A move into active, suspended or cancelled takes status_reason, as setStatus does.
      const action =
        caller.isAdmin && statusActionOfEdit(found.status, input.status, input.status_reason);
      if (action) return setStatus(caller, id, { ...action, siteOrigin }, details);
      return change(caller, id, input.club_info ? 'update' : 'status', (current, at) => {
        live(current);
        if (!caller.isAdmin && !isOwnerEditable(current.status)) {
          throw AppError.forbidden('club.editOnceApproved');
        }
        const changes: Partial<StoredClub> =
          !caller.isAdmin && details.clubInfo ? heldRename(current, details.clubInfo) : details;
        if (caller.isAdmin && input.status && input.status !== current.status) {
          // A status that moved since the read above is checked again; no reason was taken.
          statusActionOfEdit(current.status, input.status, undefined);
          Object.assign(changes, { status: input.status, statusReason: null, statusChangedAt: at });
        }
        return changes;
      });
    },

    setStatus,

    /** An administrator gives the club the name its owner asked for (audited). */
    approveName(caller: Caller, id: string) {
      assertAdmin(caller);
      return change(caller, id, 'approve_name', (current) => {
        live(current);
        if (!current.pendingName) throw AppError.badRequest('club.noPendingName');
        return {
          clubInfo: { ...current.clubInfo, clubName: current.pendingName },
          pendingName: null,
        };
      });
    },

    /** An administrator turns the owner's new name down; the club keeps its name (audited). */
    rejectName(caller: Caller, id: string) {
      assertAdmin(caller);
      return change(caller, id, 'reject_name', (current) => {
        live(current);
        if (!current.pendingName) throw AppError.badRequest('club.noPendingName');
        return { pendingName: null };
      });
    },

    softDelete(caller: Caller, id: string) {
      assertAdmin(caller);
      return change(caller, id, 'soft_delete', (current, at) => {
        live(current);
        return { deletedAt: at };
      });
    },

    restore(caller: Caller, id: string) {
      assertAdmin(caller);
      return change(caller, id, 'restore', (current) => {
        if (!current.deletedAt) throw AppError.notFound('notFound.deletedClubMembership');
        return { deletedAt: null };
      });
    },

    /**
     * Creates the club in status invite_created with a server-made code, its invitation
     * (single use, 14 days) and the email to the club. `siteOrigin` makes the emailed link
     * absolute.
     */
    async invite(
      caller: Caller,
      input: ClubInvitationInput,
      siteOrigin: string,
    ): Promise<InvitationCreatedWire> {
      assertAdmin(caller);
      const at = now();
      const code = newInviteCode();
      const club: StoredClub = {
        id: clubs.newId(),
        ownerUid: null,
        memberId: null,
        defaultCoachMemberId: null,
        defaultCoachMembershipId: null,
        status: 'invite_created',
        paymentStatus: 'pending',
        inviteCode: code,
        clubInfo: {
          clubName: input.club_name,
          clubOwnerName: '',
          clubAddress: '',
          clubEmail: input.club_email,
          clubPhone: '',
          clubLogo: null,
        },
        createdAt: at,
        updatedAt: at,
        expiresAt: null,
        deletedAt: null,
      };
      const invite: InviteDoc = {
        code,
        clubId: club.id,
        clubName: input.club_name,
        clubEmail: input.club_email,
        createdBy: caller.uid,
        createdAt: at,
        expiresAt: new Date(at.getTime() + INVITE_TTL_MS),
        usedAt: null,
        usedBy: null,
        revokedAt: null,
      };
      const link = registrationLink(code);
      const mail = clubInvitationEmail(input.club_email, input.club_name, `${siteOrigin}${link}`);
      await clubs.createInvitation(club, invite, mail, {
        actorUid: caller.uid,
        at,
        action: 'invite',
      });
      return {
        invite_code: code,
        registration_link: link,
        club_name: input.club_name,
        club_id: club.id,
      };
    },

    async revokeInvitation(caller: Caller, code: string): Promise<InvitationRevokedWire> {
      assertAdmin(caller);
      const at = now();
      const invite = await clubs.revokeInvitation(
        code,
        { actorUid: caller.uid, at, action: 'revoke_invite' },
        (current) => {
          if (current.usedAt) {
            throw AppError.conflict('DUPLICATE_RESOURCE', 'clubInvite.alreadyUsed');
          }
        },
      );
      if (!invite) throw AppError.notFound('notFound.invitation');
      return { invite_code: invite.code, club_id: invite.clubId, revoked: true };
    },
  };
}

export type ClubMembershipsService = ReturnType<typeof clubMembershipsService>;
