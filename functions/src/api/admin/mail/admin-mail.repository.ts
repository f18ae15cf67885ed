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
// fixed time after queueing: newest first by it.
const newestFirst = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) =>
  b.get('expiresAt').toMillis() - a.get('expiresAt').toMillis();

export function adminMailRepository(db: Firestore) {
  const collection = db.collection('mail');
  return {
    /** The newest mail, or one recipient's (a month of it at most: the TTL clears the rest). */
    async list({ to, limit }: { to?: string; limit: number }) {
      const snapshot = to
        ? await collection.where('to', '==', to).get()
        : await collection.orderBy('expiresAt', 'desc').limit(limit).get();
      return [...snapshot.docs]
        .sort(newestFirst)
        .slice(0, limit)
        .map((doc) => deliveryOf(doc.id, doc.data()));
    },
  };
}

export type AdminMailRepository = ReturnType<typeof adminMailRepository>;
