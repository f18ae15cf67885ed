import { eventEntryOfMetadata } from '../../domain/payment-items';
import { reserveIds } from '../id-counter';
import { metadataOf, type IntentSnapshot } from '../payment-gateway';
import { paymentTargetRef, readPaymentTarget } from '../payment-targets';

import type { SettlementFrame } from './frame';

/**
 * Before the settlement's transaction: holds a member or club ID for each record the intent
 * may activate (a club's owner's coach membership too), so the transaction takes no counter.
 */
export async function reserveIdsOfIntent(frame: SettlementFrame, intent: IntentSnapshot) {
  const metadata = metadataOf(intent);
  if (!metadata || eventEntryOfMetadata(intent.metadata)) return;
  const { db } = frame;
  const year = frame.now().getUTCFullYear();
  const members = metadata.items.filter((item) => item.kind === 'membership');
  const clubs = metadata.items.filter((item) => item.kind === 'club');
  const coachIds = await Promise.all(
    clubs.map(
      async (item) =>
        (await readPaymentTarget(db, 'club', item.id))?.defaultCoachMembershipId ?? null,
    ),
  );
  const memberRecords = [
    ...members.map((item) => item.id),
    ...coachIds.filter((id): id is string => id !== null),
  ];
  await reserveIds(
    db,
    'memberIds',
    memberRecords.map((id) => paymentTargetRef(db, 'membership', id)),
    year,
  );
  await reserveIds(
    db,
    'clubIds',
    clubs.map((item) => paymentTargetRef(db, 'club', item.id)),
    year,
  );
}
