import type { DocumentData, Firestore } from 'firebase-admin/firestore';

import {
  isInviteValidationLockedOut,
  withOneMoreInviteFailure,
  type FailureWindow,
} from '../../domain/club-invites';
import { expiryOf } from '../../domain/retention';
import { readClubIn, type StoredClub } from '../../firestore/collections/clubs';
import { dateOf } from '../../firestore/dates';
import type { TransactionGuard } from '../../firestore/transaction-guard';

import { inviteFromStored } from './club-membership.mapper';
import type { InviteDoc } from './club-membership.model';

function failuresFromStored(data: DocumentData | undefined): FailureWindow | null {
  return data ? { windowStartedAt: dateOf(data.windowStartedAt), count: Number(data.count) } : null;
}

export type ValidationOutcome =
  | { kind: 'locked' }
  | { kind: 'no-security-check' }
  | { kind: 'checked'; invite: InviteDoc | null; club: StoredClub | null };

/**
 * inviteValidationFailures/{callerKey}: failed invitation checks per caller, kept in
 * Firestore because every function instance must see the same count.
 */
export function inviteValidationRepository(db: Firestore) {
  const failures = db.collection('inviteValidationFailures');
  const invites = db.collection('invites');

  return {
    /**
     * One transaction: refuses a locked-out caller before anything else, spends the
     * security check, reads the invitation and, when `failed` says so, counts a failure.
     */
    async check(
      code: string,
      callerKey: string,
      now: Date,
      securityCheck: TransactionGuard,
      failed: (invite: InviteDoc | null, club: StoredClub | null) => boolean,
    ): Promise<ValidationOutcome> {
      return db.runTransaction(async (tx) => {
        const failureRef = failures.doc(callerKey);
        const counted = failuresFromStored((await tx.get(failureRef)).data());
        if (isInviteValidationLockedOut(counted, now)) return { kind: 'locked' };
        const inviteData = (await tx.get(invites.doc(code))).data();
        const invite = inviteData ? inviteFromStored(inviteData) : null;
        const club = invite ? await readClubIn(tx, db, invite.clubId) : null;
        if (!(await securityCheck(tx))) return { kind: 'no-security-check' };
        if (failed(invite, club)) {
          const next = withOneMoreInviteFailure(counted, now);
          tx.set(failureRef, {
            ...next,
            expiresAt: expiryOf('inviteValidationFailures', next.windowStartedAt),
          });
        }
        return { kind: 'checked', invite, club };
      });
    },
  };
}

export type InviteValidationRepository = ReturnType<typeof inviteValidationRepository>;
