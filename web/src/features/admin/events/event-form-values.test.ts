import type { EventWire } from '@domain/wire/event';

import { centsOf, checkEvent, initialEventValues, type EventFormValues } from './event-form-values';

const seminar: EventFormValues = {
  ...initialEventValues(null),
  title: 'Kyorugi Rules Seminar',
  title_es: 'Seminario de reglas de kyorugi',
  date: '2027-01-23',
  start_time: '09:00',
  end_time: '12:00',
  location: 'Illinois State University, Normal, IL',
  type: 'seminar',
};

const withEntries = (entry: Partial<EventFormValues['entry']>): EventFormValues => ({
  ...seminar,
  takes_entries: true,
  entry: { ...seminar.entry, ...entry },
});

describe('centsOf', () => {
  it('reads dollars, with or without cents or a $ sign, and leaves a blank as not admitted', () => {
    expect(centsOf('30')).toBe(3000);
    expect(centsOf('$25.50')).toBe(2550);
    expect(centsOf('0')).toBe(0);
    expect(centsOf(' ')).toBeNull();
    expect(centsOf('thirty')).toBe('thirty');
  });
});

describe('checkEvent', () => {
  it('sends an event without entry settings as entry: null, blanks as null', async () => {
    const result = await checkEvent(seminar);
    expect(result.ok && result.body).toMatchObject({
      title: 'Kyorugi Rules Seminar',
      description: null,
      details_link: null,
      entry: null,
    });
  });

  it('sends fees in cents and the closing time as the instant it is in Chicago', async () => {
    const result = await checkEvent(
      withEntries({
        fee_champion: '0',
        fee_basic: '30',
        closes_date: '2027-01-20',
        closes_time: '',
        capacity: '40',
        divisions: ['Cadet'],
        minimum_belt: 'blue',
      }),
    );
    expect(result.ok && result.body.entry).toMatchObject({
      fees: { champion: 0, basic: 3000, non_member: null },
      // 23:59 Central Standard Time when no time is given.
      closes_at: '2027-01-21T05:59:00.000Z',
      capacity: 40,
      divisions: ['Cadet'],
      minimum_belt: 'blue',
    });
  });

  it("shows the schema's errors on the form's own fields", async () => {
    const result = await checkEvent({
      ...withEntries({ fee_basic: 'thirty', capacity: 'many', closes_date: '2027-01-24' }),
      title_es: '',
      end_time: '08:00',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      title_es: 'validation.required',
      end_time: 'validation.endBeforeStart',
      entry: {
        fee_basic: 'validation.amount',
        capacity: 'validation.capacity',
        closes_date: 'validation.closesAfterEvent',
      },
    });
  });
});

describe('initialEventValues', () => {
  it("fills the form from an event: dollars, Chicago closing time, and 'sponsored' as other", () => {
    const event = {
      id: 'e1',
      title: 'Holiday Toy Drive',
      title_es: null,
      description: null,
      description_es: null,
      date: '2026-12-12',
      start_time: null,
      end_time: null,
      location: 'Chicago, IL',
      type: 'sponsored',
      color: '#6a1b9a',
      details_link: null,
      image_url: null,
      image_alt: null,
      published: true,
      cancelled_at: null,
      entry: {
        registration_open: true,
        closes_at: '2026-12-11T05:59:00.000Z',
        capacity: 20,
        fees: { champion: 0, basic: 2550, non_member: null },
        requires_active_membership: true,
        roles: [],
        divisions: [],
        minimum_belt: null,
        refund_before_close: false,
      },
      entry_counts: { entered: 19, waiting: 0 },
      created_at: null,
      updated_at: null,
    } satisfies EventWire;
    const values = initialEventValues(event);
    expect(values.type).toBe('other');
    expect(values.takes_entries).toBe(true);
    expect(values.entry).toMatchObject({
      closes_date: '2026-12-10',
      closes_time: '23:59',
      capacity: '20',
      fee_champion: '0',
      fee_basic: '25.50',
      fee_non_member: '',
    });
  });
});
