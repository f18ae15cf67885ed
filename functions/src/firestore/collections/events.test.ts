import { Timestamp } from 'firebase-admin/firestore';

import { storedEventOf } from './events';

const CANCELLED = Timestamp.fromDate(new Date('2027-03-01T12:00:00Z'));

describe('events collection', () => {
  it('When an event was stored before the console (no published field), then the console reads it as published but the public does not see it', () => {
    const event = storedEventOf('legacy', {
      title: 'State',
      date: '2026-04-25',
      type: 'sponsored',
    });
    expect(event).toMatchObject({ published: true, isPublic: false, type: 'sponsored' });
  });

  it('When an event is published and not cancelled, then the public sees it; a draft or a cancelled one, not', () => {
    expect(storedEventOf('a', { published: true, cancelledAt: null }).isPublic).toBe(true);
    expect(storedEventOf('b', { published: false }).isPublic).toBe(false);
    const cancelled = storedEventOf('c', { published: true, cancelledAt: CANCELLED });
    expect(cancelled).toMatchObject({ isPublic: false, cancelledAt: CANCELLED.toDate() });
  });

  it('When a stored event holds unknown or missing values, then they read as blanks, other and zero counts', () => {
    expect(
      storedEventOf('x', { title: 5, type: 'gala', titleEs: '', entryCounts: { entered: -1 } }),
    ).toEqual({
      id: 'x',
      title: '',
      titleEs: null,
      description: null,
      descriptionEs: null,
      date: '',
      startTime: null,
      endTime: null,
      location: '',
      type: 'other',
      detailsLink: null,
      imageUrl: null,
      imageAlt: null,
      published: true,
      isPublic: false,
      cancelledAt: null,
      entry: null,
      entryCounts: { entered: 0, waiting: 0 },
      createdAt: null,
      updatedAt: null,
      createdBy: null,
    });
  });

  it('When stored entry settings hold unknown values, then they read as nothing admitted or required', () => {
    const event = storedEventOf('e', {
      entry: {
        registrationOpen: 'yes',
        capacity: -3,
        fees: { champion: 0, basic: 12.5, nonMember: null },
        roles: ['athlete', 'wizard'],
        divisions: ['Cadet', 'Elder'],
        minimumBelt: 'plaid',
      },
    });
    expect(event.entry).toEqual({
      registrationOpen: false,
      closesAt: null,
      capacity: null,
      fees: { champion: 0, basic: null, nonMember: null },
      requiresActiveMembership: true,
      roles: ['athlete'],
      divisions: ['Cadet'],
      minimumBelt: null,
      refundBeforeClose: false,
    });
  });
});
