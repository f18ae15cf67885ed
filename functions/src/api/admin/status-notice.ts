import type { RequestHandler } from 'express';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

import { apiMessage } from '../../domain/api-messages';
import { associationDate } from '../../domain/renewal';
import { needsStatusReason, type ClubStatus } from '../../domain/status';
import { readMailLanguage } from '../../firestore/collections/accounts';
import type { MailDocument, MailLanguage } from '../../mail/mail-message';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { NoticedStatus } from '../../mail/status-notice-email';
import { assertAdmin } from '../auth/caller';
import { AppError, fieldError } from '../errors/app-error';
import { callerOf } from '../middleware/authenticate';

/** The routes of the status actions (memberships and clubs) and the status each sets. */
export const STATUS_ACTIONS = [
  ['activate', 'active'],
  ['suspend', 'suspended'],
  ['cancel', 'cancelled'],
] as const satisfies readonly (readonly [string, NoticedStatus])[];

/** Before the body's validation: a member is told 403, not what the body lacks. */
export const adminOnly: RequestHandler = (req, _res, next) => {
  assertAdmin(callerOf(req));
  next();
};

/** An administrator's status action: the new status and why. */
export interface StatusAction {
  status: NoticedStatus;
  reason: string;
  /** This site's origin, for the link to My Account in the email. */
  siteOrigin: string;
}

/**
 * The edit dialogs' status: a move into active, suspended or cancelled takes a reason and
 * goes the way of the status action; refused (400 on status_reason) without one. Null when
 * the edit keeps the status or sets another, which needs no reason.
 */
export function statusActionOfEdit(
  current: ClubStatus,
  requested: ClubStatus | undefined,
  reason: string | undefined,
): { status: NoticedStatus; reason: string } | null {
  if (!needsStatusReason(current, requested)) return null;
  if (!reason) {
    throw AppError.badRequest('status.reasonRequired', [
      fieldError('status_reason', 'validation.statusReason'),
    ]);
  }
  return { status: requested, reason };
}

/** The email that tells a record's owner of the change, in the owner's language. */
export interface StatusNotice<T> {
  ownerUid: string;
  to: string;
  compose: (updated: T, language: MailLanguage) => MailDocument;
}

/**
 * Queues a notice in the transaction of its change. It reads the owner's account, so call
 * it after the transaction's other reads and before its writes.
 */
export async function queueStatusNotice<T>(
  db: Firestore,
  outbox: MailOutbox,
  tx: Transaction,
  notice: StatusNotice<T> | undefined,
): Promise<((updated: T) => void) | null> {
  if (!notice) return null;
  const language = await readMailLanguage(db, notice.ownerUid, tx);
  return (updated) => outbox.queue(tx, notice.compose(updated, language));
}

/**
 * Activation cannot bring back a record whose year has run out: paying the renewal does
 * (a new expiry, the payment recorded), so it is refused with the date.
 */
export function assertNotLapsed(
  record: 'membership' | 'club',
  expiresAt: Date | null | undefined,
  at: Date,
) {
  if (expiresAt && expiresAt.getTime() <= at.getTime()) {
    const key = record === 'club' ? 'club.expired' : 'membership.expired';
    throw AppError.badRequest(apiMessage(key, { date: associationDate(expiresAt) }));
  }
}
