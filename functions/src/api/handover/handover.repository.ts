import { createHash } from 'node:crypto';

import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import { auditLog, type AuditAction } from '../../audit/audit-log';
import { paymentsCollection } from '../../firestore/collections/payments';
import {
  HANDOVER_INVITES,
  storedHandoverInviteOf,
  storedHandoverOf,
  type StoredHandover,
  type StoredHandoverInvite,
} from '../../firestore/handover-record';
import type { MailDocument } from '../../mail/mail-message';
import { mailOutbox } from '../../mail/mail-outbox';

/** Invitation codes are stored only as their SHA-256: a leaked database redeems nothing. */
export const inviteIdOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** A membership as the handover reads it (raw: the handover fields are this area's own). */
export interface HandoverMembership {
  id: string;
  data: DocumentData;
  handover: StoredHandover | null;
}

export interface HandoverAudit {
  actorUid: string;
  at: Date;
  action: AuditAction;
}

/** What an invitation decision writes: the membership's new handover, the invite, the mail. */
export interface InvitationWrite {
  handover: StoredHandover;
  invite: Omit<StoredHandoverInvite, 'id'> & { id: string };
  mail: MailDocument;
}

/** What an acceptance moves: the membership to `toUid`, with what is linked to its holder. */
export interface AcceptWrite {
  handover: StoredHandover;
  toUid: string;
  parentReaderUid: string | null;
}

/** memberships/{id}.handover, handoverInvites and what moves with a membership. */
export function handoverRepository(db: Firestore, now: () => Date) {
  const memberships = db.collection('memberships');
  const invites = db.collection(HANDOVER_INVITES);
  const audit = auditLog(db);
  const outbox = mailOutbox(db, now);

  async function membershipIn(tx: Transaction, id: string): Promise<HandoverMembership | null> {
    const data = (await tx.get(memberships.doc(id))).data();
    return data ? { id, data, handover: storedHandoverOf(data) } : null;
  }

  async function inviteIn(tx: Transaction, inviteId: string) {
    const data = (await tx.get(invites.doc(inviteId))).data();
    return data ? storedHandoverInviteOf(inviteId, data) : null;
  }

  /** A membership and the invitation its handover names, if any. */
  async function membershipAndInviteIn(tx: Transaction, id: string) {
    const membership = await membershipIn(tx, id);
    const invite = membership?.handover?.inviteId
      ? await inviteIn(tx, membership.handover.inviteId)
      : null;
    return { membership, invite };
  }

  const stored = ({ inviteId, ...handover }: StoredHandover) => ({ ...handover, inviteId });

  return {
    async membership(id: string): Promise<HandoverMembership | null> {
      const data = (await memberships.doc(id).get()).data();
      return data ? { id, data, handover: storedHandoverOf(data) } : null;
    },

    /** The live memberships the account holds (the parent's view). */
    async heldBy(uid: string): Promise<HandoverMembership[]> {
      const snapshot = await memberships
        .where('accountUid', '==', uid)
        .where('deletedAt', '==', null)
        .get();
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        data: doc.data(),
        handover: storedHandoverOf(doc.data()),
      }));
    },

    /** The invitation named by the code, as stored (no transaction). */
    async invite(code: string): Promise<StoredHandoverInvite | null> {
      const data = (await invites.doc(inviteIdOf(code)).get()).data();
      return data ? storedHandoverInviteOf(inviteIdOf(code), data) : null;
    },

    /**
     * Sends (or replaces) a membership's invitation in one transaction: `decide` sees the
     * membership as it is now and throws to refuse. The replaced invitation is cancelled.
     */
    async sendInvitation(
      id: string,
      audited: HandoverAudit,
      decide: (membership: HandoverMembership | null) => InvitationWrite,
    ): Promise<StoredHandover> {
      return db.runTransaction(async (tx) => {
        const { membership, invite: replaced } = await membershipAndInviteIn(tx, id);
        const { handover, invite, mail } = decide(membership);
        if (replaced && !replaced.usedAt && !replaced.cancelledAt) {
          tx.update(invites.doc(replaced.id), { cancelledAt: audited.at });
        }
        const { id: inviteId, ...inviteFields } = invite;
        tx.create(invites.doc(inviteId), inviteFields);
        tx.update(memberships.doc(id), { handover: stored(handover), updatedAt: audited.at });
        outbox.queue(tx, mail);
        audit.record(tx, {
          ...audited,
          collection: 'memberships',
          recordId: id,
          changedFields: ['handover'],
        });
        return handover;
      });
    },

    /** Cancels the invitation in flight; `decide` throws to refuse. */
    async cancel(
      id: string,
      audited: HandoverAudit,
      decide: (membership: HandoverMembership | null) => StoredHandover,
    ): Promise<StoredHandover> {
      return db.runTransaction(async (tx) => {
        const { membership, invite: current } = await membershipAndInviteIn(tx, id);
        const handover = decide(membership);
        if (current && !current.usedAt) {
          tx.update(invites.doc(current.id), { cancelledAt: audited.at });
        }
        tx.update(memberships.doc(id), { handover: stored(handover), updatedAt: audited.at });
        audit.record(tx, {
          ...audited,
          collection: 'memberships',
          recordId: id,
          changedFields: ['handover'],
        });
        return handover;
      });
    },

    /**
     * Answers an invitation in one transaction. Accepting moves the membership to the
     * athlete with the payments made for it alone, its event entries and certifications
     * (their holder fields), and uses the invitation; declining only records the answer.
     * `decide` sees the invitation and its membership as they are now and throws to refuse.
     */
    async answer(
      code: string,
      audited: HandoverAudit,
      decide: (
        invite: StoredHandoverInvite | null,
        membership: HandoverMembership | null,
      ) => AcceptWrite | { handover: StoredHandover; toUid: null },
    ): Promise<{ membershipId: string; fromUid: string; write: AcceptWrite | null }> {
      return db.runTransaction(async (tx) => {
        const invite = await inviteIn(tx, inviteIdOf(code));
        const membership = invite ? await membershipIn(tx, invite.membershipId) : null;
        const decision = decide(invite, membership);
        if (!invite || !membership) throw new Error('decide must refuse a missing invitation');
        const id = membership.id;
        const inviteRef = invites.doc(invite.id);
        if (decision.toUid === null) {
          tx.update(memberships.doc(id), {
            handover: stored(decision.handover),
            updatedAt: audited.at,
          });
          tx.update(inviteRef, { cancelledAt: audited.at, usedBy: audited.actorUid });
          audit.record(tx, {
            ...audited,
            collection: 'memberships',
            recordId: id,
            changedFields: ['handover'],
          });
          return { membershipId: id, fromUid: invite.fromUid, write: null };
        }
        const write = decision;
        const [payments, entries, certifications] = await Promise.all([
          tx.get(paymentsCollection(db).where('membershipIds', 'array-contains', id)),
          tx.get(db.collection('eventEntries').where('membershipId', '==', id)),
          tx.get(db.collection('certifications').where('membershipId', '==', id)),
        ]);
        const ownPayments = payments.docs.filter((doc) => {
          const ids: unknown = doc.data().membershipIds;
          return Array.isArray(ids) && ids.length === 1 && doc.data().accountUid === invite.fromUid;
        });
        tx.update(memberships.doc(id), {
          accountUid: write.toUid,
          handover: stored(write.handover),
          parentReaderUid: write.parentReaderUid,
          updatedAt: audited.at,
        });
        for (const doc of ownPayments) tx.update(doc.ref, { accountUid: write.toUid });
        for (const doc of entries.docs) tx.update(doc.ref, { accountUid: write.toUid });
        for (const doc of certifications.docs) tx.update(doc.ref, { ownerUid: write.toUid });
        tx.update(inviteRef, { usedAt: audited.at, usedBy: write.toUid });
        audit.record(tx, {
          ...audited,
          collection: 'memberships',
          recordId: id,
          changedFields: ['accountUid', 'handover', 'parentReaderUid'],
        });
        for (const doc of entries.docs) {
          audit.record(tx, {
            ...audited,
            collection: 'eventEntries',
            recordId: doc.id,
            changedFields: ['accountUid'],
          });
        }
        return { membershipId: id, fromUid: invite.fromUid, write };
      });
    },
  };
}

export type HandoverRepository = ReturnType<typeof handoverRepository>;
