import { CLUB_ROSTER_FIELDS } from '../domain/club-roster';
import { isolatedFirestore } from '../test-support/emulators';
import { approvedMembership } from '../test-support/payment-fixtures';

import { clubRosterProjection } from './club-roster-projection';

jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-club-roster');
const projection = clubRosterProjection(db);

// A member of club c-1 whose record carries a declined card, its intent and a reason.
const member = (fields: Record<string, unknown> = {}) =>
  approvedMembership('owner-1', {
    clubId: 'c-1',
    status: 'suspended',
    paymentStatus: 'failed',
    paymentIntentId: 'pi_3Declined',
    paymentFailureReason: 'Your card was declined.',
    statusReason: 'Chargeback under review',
    statusChangedAt: new Date('2026-10-01T00:00:00Z'),
    ...fields,
  });

async function write(id: string, data: Record<string, unknown> | null) {
  if (data) await db.doc(`memberships/${id}`).set(data);
  else await db.doc(`memberships/${id}`).delete();
  await projection.membershipWritten(id);
}
const entry = async (id: string) => (await db.doc(`clubRosters/${id}`).get()).data();

beforeEach(() => clear());

describe('the club roster entry of a membership', () => {
  it('When a membership names a club, then its entry holds the roster fields and no payment field, intent id, decline text or status reason', async () => {
    await write('m-1', member());
    const stored = await entry('m-1');
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [...CLUB_ROSTER_FIELDS, 'membershipId', 'firstNameLower', 'lastNameLower'].sort(),
    );
    expect(stored).toMatchObject({
      membershipId: 'm-1',
      clubId: 'c-1',
      firstName: 'Aisha',
      lastNameLower: 'khan',
      status: 'suspended',
    });
    expect(JSON.stringify(stored)).not.toMatch(/declined|pi_3|Chargeback|owner-1/);
  });

  it('When the membership is trashed, leaves the club or is erased, then its entry goes', async () => {
    for (const gone of [member({ deletedAt: new Date() }), member({ clubId: null }), null]) {
      await write('m-1', member());
      expect(await entry('m-1')).toBeDefined();
      await write('m-1', gone);
      expect(await entry('m-1')).toBeUndefined();
    }
  });
});
