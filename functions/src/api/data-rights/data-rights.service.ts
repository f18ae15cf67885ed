import type { DocumentData } from 'firebase-admin/firestore';

import type { DataExportWire, PaymentExportWire } from '../../domain/wire/data-export';
import type { ErasureWire } from '../../domain/wire/erasure';
import { dateOrNull } from '../../firestore/dates';
import { accountToWire } from '../accounts/account.mapper';
import { assertAdmin, type Caller } from '../auth/caller';
import { clubToWire } from '../club-memberships/club-membership.mapper';
import { AppError } from '../errors/app-error';
import { entryToWire } from '../event-entries/event-entry.mapper';
import { membershipToWire } from '../memberships/membership.mapper';
import { isoOrNull } from '../shared/iso-date';

import type { DataRightsRepository } from './data-rights.repository';

/** A payment as the family's copy shows it: what was paid, when and for which record. */
function paymentToExport(id: string, data: DocumentData): PaymentExportWire {
  return {
    id,
    membership_id: data.membershipId ?? null,
    club_membership_id: data.clubId ?? null,
    status: data.status ?? null,
    amount: data.amount ?? null,
    currency: data.currency ?? null,
    created_at: isoOrNull(dateOrNull(data.createdAt)),
    completed_at: isoOrNull(dateOrNull(data.completedAt)),
    refunded_at: isoOrNull(dateOrNull(data.refundedAt)),
  };
}

/** Families' data rights: a copy of everything they hold, and erasure on request. */
export function dataRightsService({
  records,
  now,
}: {
  records: DataRightsRepository;
  now: () => Date;
}) {
  async function liveAccount(uid: string) {
    const account = await records.account(uid);
    if (!account || account.deletedAt) throw AppError.notFound('notFound.account');
    return account;
  }

  return {
    /** "Download my data": the account, every membership it holds, payments and history. */
    async exportMine(caller: Caller): Promise<DataExportWire> {
      const account = await liveAccount(caller.uid);
      const held = await records.everythingOf(caller.uid);
      return {
        exported_at: now().toISOString(),
        account: accountToWire(account),
        memberships: held.memberships.map(membershipToWire),
        club_memberships: held.clubs.map(clubToWire),
        event_entries: held.eventEntries.map(entryToWire),
        payments: held.payments.map(({ id, data }) => paymentToExport(id, data)),
        // Who made a change is the association's business; what changed and when is theirs.
        audit_entries: held.auditEntries.map((entry) => ({
          at: entry.at.toISOString(),
          collection: entry.collection,
          record_id: entry.recordId,
          action: entry.action,
          changed_fields: entry.changedFields,
        })),
      };
    },

    /** "Delete my account": asks; an administrator confirms it in the console. */
    async requestDeletion(caller: Caller) {
      const account = await liveAccount(caller.uid);
      const at = account.deletionRequestedAt ?? now();
      if (!account.deletionRequestedAt) await records.markDeletionRequested(caller.uid, at);
      return accountToWire({ ...account, deletionRequestedAt: at });
    },

    async withdrawDeletionRequest(caller: Caller) {
      const account = await liveAccount(caller.uid);
      await records.markDeletionRequested(caller.uid, null);
      return accountToWire({ ...account, deletionRequestedAt: null });
    },

    /** The administrator's confirmation: erases the person's data (see the repository). */
    async erase(caller: Caller, uid: string): Promise<ErasureWire> {
      assertAdmin(caller);
      const account = await records.account(uid);
      if (!account) throw AppError.notFound('notFound.account');
      if (!account.deletionRequestedAt) {
        throw AppError.of('VALIDATION_ERROR', 'erasure.notRequested');
      }
      if (account.role === 'admin') throw AppError.forbidden('erasure.administrator');
      const erased = await records.erase(uid, account.email, {
        actorUid: caller.uid,
        at: now(),
        action: 'erase',
        changedFields: [
          'account',
          'clubs',
          'directory',
          'eventEntries',
          'mail',
          'memberships',
          'payments',
          'signIn',
        ],
      });
      return { erased: true, ...erased };
    },
  };
}

export type DataRightsService = ReturnType<typeof dataRightsService>;
