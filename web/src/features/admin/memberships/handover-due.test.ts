import type { MembershipRecord } from '../../../lib/records/records';

import { isDueForHandover } from './handover-due';

const member = (fields: Partial<MembershipRecord>) =>
  ({
    id: 'm1',
    dateOfBirth: '2009-06-15',
    isSelfRegistration: false,
    deletedAt: null,
    ...fields,
  }) as MembershipRecord;

// 2027-06-15 04:30 UTC is still 14 June in Chicago, the association's calendar.
const onThe14th = new Date('2027-06-15T04:30:00Z');
const onThe15th = new Date('2027-06-15T15:00:00Z');

describe('isDueForHandover', () => {
  it("is due from the athlete's 18th birthday on the association's calendar", () => {
    expect(isDueForHandover(member({}), onThe14th)).toBe(false);
    expect(isDueForHandover(member({}), onThe15th)).toBe(true);
  });

  it('is never due for a self-registration, a trashed or erased membership', () => {
    expect(isDueForHandover(member({ isSelfRegistration: true }), onThe15th)).toBe(false);
    expect(isDueForHandover(member({ deletedAt: '2027-01-01T00:00:00Z' }), onThe15th)).toBe(false);
    expect(isDueForHandover(member({ dateOfBirth: '' }), onThe15th)).toBe(false);
  });
});
