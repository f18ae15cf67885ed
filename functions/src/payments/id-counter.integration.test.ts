import { isolatedFirestore } from '../test-support/emulators';

import { issueIds, reserveIds } from './id-counter';

const { db, clear } = isolatedFirestore('demo-iltkd-id-counter');
const membership = (id: string) => db.collection('memberships').doc(id);
const next = async () => (await db.doc('counters/memberIds').get()).get('next');
const held = async (id: string) =>
  (await db.doc(`counters/memberIds/reservations/${id}`).get()).get('id');

beforeEach(async () => {
  await clear();
  await membership('m-1').set({ status: 'approved' });
  await membership('m-2').set({ status: 'approved' });
  await membership('m-3').set({ status: 'active', memberId: 'IL-2025-000009' });
});

describe('member ID reservations', () => {
  it('When 30 reservations for one record run at once, then it holds one ID and the counter moves once', async () => {
    await Promise.all(
      Array.from({ length: 30 }, () => reserveIds(db, 'memberIds', [membership('m-1')], 2026)),
    );

    expect(await held('m-1')).toBe('IL-2026-000001');
    expect(await next()).toBe(2);
  });

  it('When a record already has an ID or does not exist, then nothing is held for it', async () => {
    await reserveIds(db, 'memberIds', [membership('m-3'), membership('gone')], 2026);

    expect(await held('m-3')).toBeUndefined();
    expect(await held('gone')).toBeUndefined();
    expect(await next()).toBeUndefined();
  });

  it('When the settlement issues them, then a held ID is used up and a record with none takes the next', async () => {
    await reserveIds(db, 'memberIds', [membership('m-2')], 2026);

    const ids = await db.runTransaction(async (tx) => {
      const issued = await issueIds(
        db,
        tx,
        'memberIds',
        [membership('m-1'), membership('m-2')],
        2026,
      );
      issued.commit();
      return issued.ids;
    });

    expect(ids).toEqual(['IL-2026-000002', 'IL-2026-000001']);
    expect(await held('m-2')).toBeUndefined();
    expect(await next()).toBe(3);
  });
});
