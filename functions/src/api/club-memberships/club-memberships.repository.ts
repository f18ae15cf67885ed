import type { Firestore, Transaction } from 'firebase-admin/firestore';

import type { AuditAction, AuditLog } from '../../audit/audit-log';
import { CLUB_LISTING } from '../../domain/admin-listing';
import { changedFieldNames } from '../../domain/audit-diff';
import {
  clubsCollection,
  clubsOfOwner,
  createClub,
  readClub,
  readClubIn,
  storedClubOf,
  updateClub,
  type StoredClub,
} from '../../firestore/collections/clubs';
import {
  createMembership,
  membershipsCollection,
  newMembershipId,
  readMembershipIn,
  type StoredMembership,
} from '../../firestore/collections/memberships';
import { CONTENDED, inTurn } from '../../firestore/contention';
import type { MailDocument } from '../../mail/mail-message';
import type { MailOutbox } from '../../mail/mail-outbox';
import {
  allPages,
  listPage,
  type ListingRequest,
  type PageRequest,
} from '../admin/listing/listing-query';
import { queueStatusNotice, type StatusNotice } from '../admin/status-notice';

import { inviteFromStored } from './club-membership.mapper';
import type { InviteDoc } from './club-membership.model';

// Bookkeeping and derived search copies are not changes anyone made.
const NOT_AUDITED = [
  'updatedAt',
  'statusChangedAt',
  'nameLower',
  'ownerNameLower',
  'emailLower',
  'searchPrefixes',
  'searchTokens',
];

// A club whose review ends here (approved, waiting for payment or made active by hand) no
// longer waits for anything its owner may still change.
const REVIEWED_CLUB_STATUSES: readonly string[] = ['approved', 'pending_payment', 'active'];
// The owner's coach membership still in these is reviewed with the club.
const COACH_UNDER_REVIEW: readonly string[] = ['application_received', 'in_review'];

export interface Audited {
  actorUid: string;
  at: Date;
  action: AuditAction;
  reason?: string;
}

/** What redeeming an invitation writes: the club's changes and the owner's coach membership. */
export interface Redemption {
  club: Partial<StoredClub>;
  coach: StoredMembership;
}

export function clubMembershipsRepository(db: Firestore, outbox: MailOutbox, audit: AuditLog) {
  const clubs = clubsCollection(db);
  const invites = db.collection('invites');
  const memberships = membershipsCollection(db);

  /**
   * The owner's coach membership when this change ends the club's review and the coach is
   * still under review: the club's review covers the owner as its coach, so the coach is
   * approved with it (its name and birth date lock, and the club's fee may activate it).
   */
  async function coachReviewedWith(
    tx: Transaction,
    current: StoredClub,
    updated: StoredClub,
  ): Promise<StoredMembership | null> {
    const reviewed = (club: StoredClub) => REVIEWED_CLUB_STATUSES.includes(club.status);
    const coachId = updated.defaultCoachMembershipId;
    if (!coachId || reviewed(current) || !reviewed(updated)) return null;
    const coach = await readMembershipIn(tx, db, coachId);
    return coach && !coach.deletedAt && COACH_UNDER_REVIEW.includes(coach.status) ? coach : null;
  }

  function approveCoach(tx: Transaction, coach: StoredMembership, audited: Audited) {
    tx.update(memberships.doc(coach.id), {
      status: 'approved',
      statusReason: null,
      statusChangedAt: audited.at,
      updatedAt: audited.at,
    });
    audit.record(tx, {
      actorUid: audited.actorUid,
      at: audited.at,
      action: 'status',
      collection: 'memberships',
      recordId: coach.id,
      changedFields: ['status'],
    });
  }

  return {
    newId: () => clubs.doc().id,

    /** The club as stored, trashed or not; null when there is none. */
    get: (id: string): Promise<StoredClub | null> => readClub(db, id),

    async listForOwner(ownerUid: string): Promise<StoredClub[]> {
      return (await clubsOfOwner(db, ownerUid))
        .filter((club) => !club.deletedAt)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },

    async list(request: ListingRequest, page: PageRequest) {
      const { docs, total } = await listPage(clubs, CLUB_LISTING, request, page);
      return { clubs: docs.map((doc) => storedClubOf(doc.id, doc.data() ?? {})), total };
    },

    async *pages(request: ListingRequest, pageSize: number) {
      for await (const docs of allPages(clubs, CLUB_LISTING, request, pageSize)) {
        yield docs.map((doc) => storedClubOf(doc.id, doc.data() ?? {}));
      }
    },

    /**
     * Applies a change with its audit entry, and the owner's notice when there is one, in
     * one transaction; null when there is no club.
     */
    async change(
      id: string,
      audited: Audited,
      decide: (current: StoredClub) => Partial<StoredClub>,
      notice?: StatusNotice<StoredClub>,
    ): Promise<StoredClub | null> {
      return inTurn(`clubs/${id}`, () =>
        db.runTransaction(async (tx) => {
          const current = await readClubIn(tx, db, id);
          if (!current) return null;
          const changes = decide(current);
          const updated = { ...current, ...changes };
          const coach = await coachReviewedWith(tx, current, updated);
          const queueNotice = await queueStatusNotice(db, outbox, tx, notice);
          if (coach) approveCoach(tx, coach, audited);
          // Only the named fields: the payment's own (intent, activation, refund, failure
          // reason) are not in StoredClub, and the payment guards need them later.
          updateClub(tx, db, updated, changes);
          queueNotice?.(updated);
          audit.record(tx, {
            ...audited,
            collection: 'clubs',
            recordId: id,
            changedFields: changedFieldNames(current, updated, NOT_AUDITED),
          });
          return updated;
        }, CONTENDED),
      );
    },

    /** The invited club, its invitation and the email to the club, all or nothing. */
    async createInvitation(
      club: StoredClub,
      invite: InviteDoc,
      mail: MailDocument,
      audited: Audited,
    ) {
      await db.runTransaction(async (tx) => {
        createClub(tx, db, club);
        tx.create(invites.doc(invite.code), invite);
        outbox.queue(tx, mail);
        audit.record(tx, {
          ...audited,
          collection: 'clubs',
          recordId: club.id,
          changedFields: ['status', 'clubInfo.clubName', 'clubInfo.clubEmail', 'inviteCode'],
        });
      });
    },

    /**
     * Revokes an unused invitation and cancels its still-invited club. Answers the
     * invitation as it was, or null when there is none; `refuse` throws to stop.
     */
    async revokeInvitation(code: string, audited: Audited, refuse: (invite: InviteDoc) => void) {
      return db.runTransaction(async (tx) => {
        const inviteRef = invites.doc(code);
        const data = (await tx.get(inviteRef)).data();
        if (!data) return null;
        const invite = inviteFromStored(data);
        refuse(invite);
        const club = await readClubIn(tx, db, invite.clubId);
        tx.update(inviteRef, { revokedAt: audited.at });
        if (club?.status === 'invite_created') {
          tx.update(clubs.doc(club.id), { status: 'cancelled', updatedAt: audited.at });
        }
        audit.record(tx, {
          ...audited,
          collection: 'invites',
          recordId: invite.clubId,
          changedFields: ['revokedAt', 'status'],
        });
        return invite;
      });
    },

    async inviteWithClub(code: string) {
      const data = (await invites.doc(code).get()).data();
      if (!data) return { invite: null, club: null };
      const invite = inviteFromStored(data);
      const club = await this.get(invite.clubId);
      return { invite, club };
    },

    /**
     * Redeems an invitation in one transaction: `decide` sees the invitation and its club
     * as they are now and throws to refuse. Of two registrations racing on one code, the
     * second finds it used.
     */
    async redeem(
      code: string,
      usedBy: string,
      at: Date,
      decide: (invite: InviteDoc | null, club: StoredClub | null) => Redemption,
    ): Promise<StoredClub> {
      return db.runTransaction(async (tx) => {
        const inviteRef = invites.doc(code);
        const inviteData = (await tx.get(inviteRef)).data();
        const invite = inviteData ? inviteFromStored(inviteData) : null;
        const club = invite ? await readClubIn(tx, db, invite.clubId) : null;
        const { club: changes, coach } = decide(invite, club);
        if (!club) throw new Error('decide must refuse a missing club');
        const updated = { ...club, ...changes };
        updateClub(tx, db, updated, changes);
        createMembership(tx, db, coach);
        tx.update(inviteRef, { usedAt: at, usedBy });
        return updated;
      });
    },

    newMembershipId: () => newMembershipId(db),
  };
}

export type ClubMembershipsRepository = ReturnType<typeof clubMembershipsRepository>;
