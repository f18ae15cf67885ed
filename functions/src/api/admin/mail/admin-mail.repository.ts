import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';

import type { MailDeliveryState } from '../../../domain/wire/admin-mail';

/** A `mail` document without its message body: what an administrator may see of it. */
export interface MailDelivery {
  id: string;
  to: string;
  kind: string | null;
  subject: string;
  state: MailDeliveryState;
  attempts: number;
  error: string | null;
  queuedAt: Date | null;
  deliveredAt: Date | null;
}

const dateOrNull = (value: unknown) =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : null;

// The Trigger Email extension's delivery.state: PENDING, PROCESSING and RETRY are still on
// their way; no delivery field yet means the extension has not picked the message up.
function stateOf(delivery: DocumentData | undefined): MailDeliveryState {
  if (delivery?.state === 'SUCCESS') return 'sent';
  if (delivery?.state === 'ERROR') return 'failed';
  return 'queued';
}

function deliveryOf(id: string, data: DocumentData): MailDelivery {
  const delivery = data.delivery as DocumentData | undefined;
  const state = stateOf(delivery);
  return {
    id,
    to: String(data.to ?? ''),
    kind: typeof data.kind === 'string' ? data.kind : null,
    subject: String(data.message?.subject ?? ''),
    state,
    attempts: typeof delivery?.attempts === 'number' ? delivery.attempts : 0,
    error: state === 'failed' && delivery?.error ? String(delivery.error) : null,
    queuedAt: dateOrNull(data.queuedAt),
    deliveredAt: state === 'sent' ? dateOrNull(delivery?.endTime) : null,
  };
}

// expiresAt is on every mail document (queuedAt only on those queued since it was added), a
// fixed time after queueing: one recipient's mail is sorted by it.
const newestFirst = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) =>
  b.get('expiresAt').toMillis() - a.get('expiresAt').toMillis();

export function adminMailRepository(db: Firestore) {
  const collection = db.collection('mail');
  return {
    /**
     * The newest mail, or one recipient's (a month of it at most: the TTL clears the rest).
     * expiresAt, the TTL field, has no index: the newest are found by queuedAt.
     */
    async list({ to, limit }: { to?: string; limit: number }) {
      if (!to) {
        const newest = await collection.orderBy('queuedAt', 'desc').limit(limit).get();
        return newest.docs.map((doc) => deliveryOf(doc.id, doc.data()));
      }
      const theirs = await collection.where('to', '==', to).get();
      return [...theirs.docs]
        .sort(newestFirst)
        .slice(0, limit)
        .map((doc) => deliveryOf(doc.id, doc.data()));
    },
  };
}

export type AdminMailRepository = ReturnType<typeof adminMailRepository>;
