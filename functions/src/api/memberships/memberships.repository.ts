import type { Firestore, Transaction } from 'firebase-admin/firestore';

import type { AuditLog } from '../../audit/audit-log';
import { changedFieldNames } from '../../domain/audit-diff';
import {
  createMembership,
  membershipsOfAccount,
  newMembershipId,
  readMembership,
  readMembershipIn,
  updateMembership,
  type StoredMembership,
} from '../../firestore/collections/memberships';
import type { MailDocument } from '../../mail/mail-message';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { AuditedActor } from '../accounts/accounts.repository';
import { NOT_AUDITED } from '../admin/memberships/membership-changes';

/** Inspects the account's other memberships inside the transaction; throws to refuse. */
export type SiblingCheck = (siblings: StoredMembership[]) => void;

const visible = (m: StoredMembership) => m.deletedAt === null;
const newestFirst = (a: StoredMembership, b: StoredMembership) =>
  b.createdAt.getTime() - a.createdAt.getTime();

export function membershipsRepository(db: Firestore, outbox: MailOutbox, audit: AuditLog) {
  async function siblingsOf(tx: Transaction, accountUid: string) {
    return (await membershipsOfAccount(db, accountUid, tx)).filter(visible);
  }

  return {
    newId: () => newMembershipId(db),

    async get(id: string): Promise<StoredMembership | null> {
      const membership = await readMembership(db, id);
      return membership && visible(membership) ? membership : null;
    },

    /** The account's memberships, newest first; an account holds a handful at most. */
    async listForAccount(accountUid: string): Promise<StoredMembership[]> {
      return (await membershipsOfAccount(db, accountUid)).filter(visible).sort(newestFirst);
    },

    /**
     * Creates the membership and queues its confirmation email (none without a verified
     * address to send it to), after the check passes.
     */
    async create(membership: StoredMembership, mail: MailDocument | null, check: SiblingCheck) {
      await db.runTransaction(async (tx) => {
        check(await siblingsOf(tx, membership.accountUid));
        createMembership(tx, db, membership);
        if (mail) outbox.queue(tx, mail);
      });
    },

    /**
     * Applies the changes `decide` makes of the current record and its siblings; `decide`
     * throws to refuse. Null when the membership does not exist or was deleted.
     */
    async update(
      id: string,
      decide: (
        current: StoredMembership,
        siblings: StoredMembership[],
      ) => Partial<StoredMembership>,
      auditedActor?: AuditedActor,
    ): Promise<StoredMembership | null> {
      return db.runTransaction(async (tx) => {
        const current = await readMembershipIn(tx, db, id);
        if (!current || !visible(current)) return null;
        const siblings = (await siblingsOf(tx, current.accountUid)).filter((m) => m.id !== id);
        const changes = decide(current, siblings);
        const updated = { ...current, ...changes };
        updateMembership(tx, db, updated, changes);
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
