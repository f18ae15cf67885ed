import { eventInputSchema, isDetailsLink } from './event';
import { validateInput } from './validate';

const seminar = {
  title: 'Kyorugi Rules Seminar',
  title_es: 'Seminario de reglas de kyorugi',
  description: 'The new scoring rules.',
  description_es: 'Las nuevas reglas de puntuación.',
  date: '2027-01-23',
  start_time: '09:00',
  end_time: '12:00',
  location: 'Illinois State University, Normal, IL',
  type: 'seminar',
  details_link: '/upcoming-events',
};

const entry = {
  registration_open: true,
  closes_at: '2027-01-20T23:59:00-06:00',
  capacity: 40,
  fees: { champion: 0, basic: 3000, non_member: null },
  requires_active_membership: true,
  roles: ['athlete'],
  divisions: ['Cadet'],
  minimum_belt: 'blue',
  refund_before_close: true,
};

const check = (input: unknown) => validateInput(eventInputSchema, input);
const fieldsOf = async (input: unknown) => {
  const result = await check(input);
  return result.ok ? [] : result.errors.map((e) => `${e.field}: ${e.message}`);
};

describe('eventInputSchema', () => {
  it('accepts an event without entry settings and fills the absent values with null', async () => {
    const result = await check(seminar);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ entry: null, image: null, image_alt: null });
  });

  it('accepts entry settings: free for Champion, $30 for Basic, Cadets from blue belt', async () => {
    const result = await check({ ...seminar, entry });
    expect(result.ok && result.value.entry).toEqual(entry);
  });

  it('fills entry defaults: closed, active membership required, nobody admitted for free', async () => {
    const result = await check({ ...seminar, entry: {} });
    expect(result.ok && result.value.entry).toEqual({
      registration_open: false,
      closes_at: null,
      capacity: null,
      fees: { champion: null, basic: null, non_member: null },
      requires_active_membership: true,
      roles: [],
      divisions: [],
      minimum_belt: null,
      refund_before_close: false,
    });
  });

  it('requires both titles, the date, the location and the type', async () => {
    expect(await fieldsOf({})).toEqual(
      expect.arrayContaining([
        'title: validation.required',
        'title_es: validation.required',
        'date: validation.required',
        'location: validation.required',
        'type: validation.required',
      ]),
    );
  });

  it("refuses the old 'sponsored' type and an unknown one", async () => {
    expect(await fieldsOf({ ...seminar, type: 'sponsored' })).toEqual(['type: validation.oneOf']);
  });

  it('refuses malformed times and an end before the start', async () => {
    expect(await fieldsOf({ ...seminar, start_time: '9am' })).toEqual([
      'start_time: validation.time',
    ]);
    expect(await fieldsOf({ ...seminar, end_time: '08:00' })).toEqual([
      'end_time: validation.endBeforeStart',
    ]);
  });

  it('refuses a details link that is neither a site path nor an https address', async () => {
    for (const link of ['javascript:alert(1)', 'http://example.com', '//evil.example', 'x']) {
      expect(await fieldsOf({ ...seminar, details_link: link })).toEqual([
        'details_link: validation.detailsLink',
      ]);
    }
    expect(isDetailsLink('https://usatkd.org/events')).toBe(true);
    expect(isDetailsLink('/usat-il-state')).toBe(true);
  });

  it('refuses an image that is not a PNG, JPEG or GIF data URL', async () => {
    expect(await fieldsOf({ ...seminar, image: 'data:text/html;base64,PGI+' })).toEqual([
      'image: validation.image.type',
    ]);
  });

  it('refuses negative, fractional and huge fees, and a capacity under 1', async () => {
    const errors = await fieldsOf({
      ...seminar,
      entry: { ...entry, capacity: 0, fees: { champion: -1, basic: 12.5, non_member: 2_000_000 } },
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'entry.capacity: validation.capacity',
        'entry.fees.champion: validation.amount',
        'entry.fees.basic: validation.amount',
        'entry.fees.non_member: validation.amount',
      ]),
    );
  });

  it('refuses unknown roles, divisions and belts', async () => {
    const errors = await fieldsOf({
      ...seminar,
      entry: { ...entry, roles: ['judge'], divisions: ['Toddler'], minimum_belt: 'pink' },
    });
    expect(errors).toEqual([
      'entry.roles.0: validation.oneOf',
      'entry.divisions.0: validation.oneOf',
      'entry.minimum_belt: validation.oneOf',
    ]);
  });

  it('refuses entries that close after the event starts, in Chicago time', async () => {
    // 09:00 in Chicago on 23 January is 15:00 UTC.
    expect(
      await fieldsOf({ ...seminar, entry: { ...entry, closes_at: '2027-01-23T15:00:00Z' } }),
    ).toEqual([]);
    expect(
      await fieldsOf({ ...seminar, entry: { ...entry, closes_at: '2027-01-23T15:01:00Z' } }),
    ).toEqual(['entry.closes_at: validation.closesAfterEvent']);
    expect(await fieldsOf({ ...seminar, entry: { ...entry, closes_at: 'next Tuesday' } })).toEqual([
      'entry.closes_at: validation.dateTime',
    ]);
  });

  it('refuses fields it does not know, such as the counts the server keeps', async () => {
    expect(await fieldsOf({ ...seminar, entry_counts: { entered: 0 } })).toEqual([
      'entry_counts: validation.unknownField',
    ]);
  });
});
