import type { Firestore } from 'firebase-admin/firestore';

import type { AuditLog } from '../../audit/audit-log';
import {
  ANNOUNCEMENT_KINDS,
  mailPreferencesOf,
  type AnnouncementKind,
  type MailPreferences,
} from '../../domain/announcements';
import { readMailLanguage } from '../../firestore/collections/accounts';
import type { MailLanguage } from '../../mail/mail-message';

/**
 * mailPreferences/{uid}: which kinds of announcement the account receives (a kind missing
 * is received). Written only here, in a transaction with its audit entry, the actor being
 * the member themselves (signed in, or by their mail's signed link).
 */
export function mailPreferencesRepository(db: Firestore, audit: AuditLog) {
  const refOf = (uid: string) => db.collection('mailPreferences').doc(uid);

  return {
    async read(uid: string): Promise<MailPreferences> {
      return mailPreferencesOf((await refOf(uid).get()).data());
    },

    /** Saves the three choices; audited with the kinds that changed, when any did. */
    async save(uid: string, wanted: MailPreferences, now: Date): Promise<MailPreferences> {
      return db.runTransaction(async (tx) => {
        const ref = refOf(uid);
        const current = mailPreferencesOf((await tx.get(ref)).data());
        const changed = ANNOUNCEMENT_KINDS.filter((kind) => current[kind] !== wanted[kind]);
        if (changed.length === 0) return current;
        tx.set(ref, { ...wanted, updatedAt: now });
        audit.record(tx, {
          actorUid: uid,
          at: now,
          collection: 'mailPreferences',
          recordId: uid,
          action: 'update',
          changedFields: [...changed],
        });
        return wanted;
      });
    },

    /**
     * Stops the kind for the account: true once it no longer receives it. A second use of
     * the link changes nothing; an account no longer there receives nothing and keeps no
     * record.
     */
    async unsubscribe(uid: string, kind: AnnouncementKind, now: Date): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const ref = refOf(uid);
        const [account, stored] = await tx.getAll(db.collection('accounts').doc(uid), ref);
        if (!account?.exists) return true;
        if (!mailPreferencesOf(stored?.data())[kind]) return true;
        tx.set(ref, { [kind]: false, updatedAt: now }, { merge: true });
        audit.record(tx, {
          actorUid: uid,
          at: now,
          collection: 'mailPreferences',
          recordId: uid,
          action: 'update',
          changedFields: [kind],
          reason: 'Unsubscribed from the link of an announcement mail.',
        });
        return true;
      });
    },

    /** Whether the account still receives the kind (an account gone receives nothing). */
    async receives(uid: string, kind: AnnouncementKind): Promise<boolean> {
      const [account, stored] = await db.getAll(db.collection('accounts').doc(uid), refOf(uid));
      if (!account?.exists) return false;
      return mailPreferencesOf(stored?.data())[kind];
    },

    language(uid: string): Promise<MailLanguage> {
      return readMailLanguage(db, uid);
    },
  };
}

export type MailPreferencesRepository = ReturnType<typeof mailPreferencesRepository>;
