import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import type { AuditLog } from '../../audit/audit-log';
import { changedFieldNames } from '../../domain/audit-diff';
import { normaliseForSearch, searchTokens } from '../../domain/search-text';
import { dateOf, dateOrNull } from '../../firestore/dates';
import type { MailDocument } from '../../mail/mail-message';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { AuditedActor } from '../accounts/accounts.repository';
import { NOT_AUDITED } from '../admin/memberships/membership-changes';

import type { MembershipDoc } from './membership.model';

/** Inspects the account's other memberships inside the transaction; throws to refuse. */
export type SiblingCheck = (siblings: MembershipDoc[]) => void;

export function fromStored(id: string, data: DocumentData): MembershipDoc {
  const agreements = data.agreements
    ? { ...data.agreements, acceptedAt: dateOf(data.agreements.acceptedAt) }
    : null;
  return {
    ...(data as MembershipDoc),
    id,
    relationshipToAthlete: data.relationshipToAthlete ?? null,
    agreements,
    activatedAt: dateOrNull(data.activatedAt),
    expiresAt: dateOrNull(data.expiresAt),
    statusReason: data.statusReason ?? null,
    statusChangedAt: dateOrNull(data.statusChangedAt),
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    deletedAt: dateOrNull(data.deletedAt),
  };
}

/** Normalised copies, and the tokens an administrator's search finds the record by. */
export function searchFields(m: MembershipDoc) {
  return {
    firstNameLower: normaliseForSearch(m.firstName),
    lastNameLower: normaliseForSearch(m.lastName),
    emailLower: m.email ? normaliseForSearch(m.email) : null,
    schoolLower: normaliseForSearch(m.currentSchool),
    searchTokens: searchTokens([m.firstName, m.lastName, m.email, m.currentSchool]),
  };
}

const visible = (m: MembershipDoc) => m.deletedAt === null;
const newestFirst = (a: MembershipDoc, b: MembershipDoc) =>
  b.createdAt.getTime() - a.createdAt.getTime();

export function membershipsRepository(db: Firestore, outbox: MailOutbox, audit: AuditLog) {
  const collection = db.collection('memberships');

  async function siblingsOf(tx: Transaction, accountUid: string) {
    const snapshot = await tx.get(collection.where('accountUid', '==', accountUid));
    return snapshot.docs.map((doc) => fromStored(doc.id, doc.data())).filter(visible);
  }

  return {
    newId: () => collection.doc().id,

    async get(id: string): Promise<MembershipDoc | null> {
      const snapshot = await collection.doc(id).get();
      const data = snapshot.data();
      const membership = data ? fromStored(snapshot.id, data) : null;
      return membership && visible(membership) ? membership : null;
    },

    /** The account's memberships, newest first; an account holds a handful at most. */
    async listForAccount(accountUid: string): Promise<MembershipDoc[]> {
      const snapshot = await collection.where('accountUid', '==', accountUid).get();
      return snapshot.docs
        .map((doc) => fromStored(doc.id, doc.data()))
        .filter(visible)
        .sort(newestFirst);
    },

    /**
     * Creates the membership and queues its confirmation email (none without a verified
     * address to send it to), after the check passes.
     */
    async create(membership: MembershipDoc, mail: MailDocument | null, check: SiblingCheck) {
      await db.runTransaction(async (tx) => {
        check(await siblingsOf(tx, membership.accountUid));
        tx.create(collection.doc(membership.id), { ...membership, ...searchFields(membership) });
        if (mail) outbox.queue(tx, mail);
      });
    },

    /**
     * Applies the changes `decide` makes of the current record and its siblings; `decide`
     * throws to refuse. Null when the membership does not exist or was deleted.
     */
    async update(
      id: string,
      decide: (current: MembershipDoc, siblings: MembershipDoc[]) => Partial<MembershipDoc>,
      auditedActor?: AuditedActor,
    ): Promise<MembershipDoc | null> {
      return db.runTransaction(async (tx) => {
        const ref = collection.doc(id);
        const snapshot = await tx.get(ref);
        const data = snapshot.data();
        const current = data ? fromStored(id, data) : null;
        if (!current || !visible(current)) return null;
        const siblings = (await siblingsOf(tx, current.accountUid)).filter((m) => m.id !== id);
        const changes = decide(current, siblings);
        const updated = { ...current, ...changes };
        tx.update(ref, { ...changes, ...searchFields(updated) });
        if (auditedActor) {
          audit.record(tx, {
            ...auditedActor,
            collection: 'memberships',
            recordId: id,
            action: 'update',
            changedFields: changedFieldNames(current, updated, NOT_AUDITED),
          });
        }
        return updated;
      });
    },
  };
}

export type MembershipsRepository = ReturnType<typeof membershipsRepository>;
