import type { DocumentData } from 'firebase-admin/firestore';

import { isOneOf } from '../domain/enums';
import type {
  HandoverInviteState,
  HandoverRecord,
  HandoverSubject,
  StoredHandoverState,
} from '../domain/handover';

import { dateOrNull } from './dates';
import { textOrNull } from './stored-text';

// memberships/{id}.handover, memberships/{id}.parentReaderUid and handoverInvites/{hash}:
// the handover at 18 as stored. This module alone reads their shape.

const STORED_STATES: readonly StoredHandoverState[] = [
  'due',
  'invited',
  'completed',
  'declined',
  'cancelled',
];

/** The membership's handover as kept, with the hash naming its current invitation. */
export interface StoredHandover extends HandoverRecord {
  inviteId: string | null;
}

export function storedHandoverOf(data: DocumentData | undefined): StoredHandover | null {
  const handover = data?.handover;
  if (!handover || !isOneOf(STORED_STATES, handover.state)) return null;
  return {
    state: handover.state,
    dueOn: String(handover.dueOn ?? ''),
    notifiedAt: dateOrNull(handover.notifiedAt),
    invitedEmail: textOrNull(handover.invitedEmail),
    invitedAt: dateOrNull(handover.invitedAt),
    expiresAt: dateOrNull(handover.expiresAt),
    fromUid: textOrNull(handover.fromUid),
    toUid: textOrNull(handover.toUid),
    completedAt: dateOrNull(handover.completedAt),
    parentReadAccess:
      typeof handover.parentReadAccess === 'boolean' ? handover.parentReadAccess : null,
    inviteId: textOrNull(handover.inviteId),
  };
}

/** The facts of a stored membership the domain's handover rules read. */
export function handoverSubjectOf(data: DocumentData): HandoverSubject {
  return {
    dateOfBirth: String(data.dateOfBirth ?? ''),
    isSelfRegistration: data.isSelfRegistration !== false,
    deletedAt: dateOrNull(data.deletedAt),
    handover: storedHandoverOf(data),
  };
}

/** handoverInvites/{hash}: the invitation, named by the hash of its code (never the code). */
export interface StoredHandoverInvite extends HandoverInviteState {
  id: string;
  createdAt: Date | null;
  createdBy: string;
  usedBy: string | null;
}

export function storedHandoverInviteOf(id: string, data: DocumentData): StoredHandoverInvite {
  return {
    id,
    membershipId: String(data.membershipId),
    fromUid: String(data.fromUid),
    email: String(data.email),
    expiresAt: dateOrNull(data.expiresAt) ?? new Date(0),
    usedAt: dateOrNull(data.usedAt),
    cancelledAt: dateOrNull(data.cancelledAt),
    createdAt: dateOrNull(data.createdAt),
    createdBy: String(data.createdBy ?? ''),
    usedBy: textOrNull(data.usedBy),
  };
}

export const HANDOVER_INVITES = 'handoverInvites';
