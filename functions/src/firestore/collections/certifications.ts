import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import {
  CERTIFICATION_KINDS,
  type CertificationKind,
  type CertificationRecord,
} from '../../domain/certifications';
import { isOneOf, REFEREE_LEVELS, type RefereeLevel } from '../../domain/enums';
import { dateOf, dateOrNull } from '../dates';
import { textOrEmpty, textOrNull } from '../stored-text';

// certifications/{id}: a coach's or referee's certification, recorded by an administrator.
// Dates of the certificate are 'YYYY-MM-DD'; the record's own times are Timestamps. This
// module alone reads its shape.

export const CERTIFICATIONS = 'certifications';

export interface StoredCertification {
  id: string;
  membershipId: string;
  /** The membership's account: the holder, who reads it (rules) and is reminded. */
  ownerUid: string;
  kind: CertificationKind;
  documentReference: string;
  issuedOn: string | null;
  expiresOn: string;
  level: RefereeLevel | null;
  /** The administrator who recorded it. */
  recordedBy: string;
  /** The expiry date the 30-day reminder was sent for (once per date), or null. */
  reminderSentFor: string | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  deletedBy: string | null;
}

export function storedCertificationOf(id: string, data: DocumentData): StoredCertification {
  const kind = isOneOf(CERTIFICATION_KINDS, data.kind) ? data.kind : 'safesport';
  return {
    id,
    membershipId: textOrEmpty(data.membershipId),
    ownerUid: textOrEmpty(data.ownerUid),
    kind,
    documentReference: textOrEmpty(data.documentReference),
    issuedOn: textOrNull(data.issuedOn),
    expiresOn: textOrEmpty(data.expiresOn),
    level: isOneOf(REFEREE_LEVELS, data.level) ? data.level : null,
    recordedBy: textOrEmpty(data.recordedBy),
    reminderSentFor: textOrNull(data.reminderSentFor),
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    deletedAt: dateOrNull(data.deletedAt),
    deletedBy: textOrNull(data.deletedBy),
  };
}

/** What the domain's rules read of a stored certification. */
export function certificationRecordOf(stored: StoredCertification): CertificationRecord {
  return {
    kind: stored.kind,
    documentReference: stored.documentReference,
    issuedOn: stored.issuedOn,
    expiresOn: stored.expiresOn,
    level: stored.level,
    deleted: stored.deletedAt !== null,
  };
}

// Firestore's `in` takes at most 30 values.
const IN_LIMIT = 30;

/**
 * The live certifications of these memberships, by membership (every id has a list), read
 * in the transaction when one is given.
 */
export async function certificationRecordsOf(
  db: Firestore,
  membershipIds: readonly string[],
  tx?: Transaction,
): Promise<Map<string, CertificationRecord[]>> {
  const byMembership = new Map<string, CertificationRecord[]>(membershipIds.map((id) => [id, []]));
  const unique = [...new Set(membershipIds)];
  for (let start = 0; start < unique.length; start += IN_LIMIT) {
    const query = db
      .collection(CERTIFICATIONS)
      .where('membershipId', 'in', unique.slice(start, start + IN_LIMIT))
      .where('deletedAt', '==', null);
    const snapshot = await (tx ? tx.get(query) : query.get());
    for (const doc of snapshot.docs) {
      const stored = storedCertificationOf(doc.id, doc.data());
      byMembership.get(stored.membershipId)?.push(certificationRecordOf(stored));
    }
  }
  return byMembership;
}
