import type { DocumentData } from 'firebase-admin/firestore';

import type { MembershipStanding } from '../domain/active-member';
import { dateOrNull } from '../firestore/dates';

// Stored documents (Timestamps, optional fields) to the plain values the domain decides on.

export function membershipStandingOf(data: DocumentData): MembershipStanding {
  return {
    status: String(data.status ?? ''),
    paymentStatus: data.paymentStatus ?? null,
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
  };
}
