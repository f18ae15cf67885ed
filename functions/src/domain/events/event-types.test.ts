import { EVENT_TYPES, EVENT_TYPE_COLORS, eventTypeColor } from './event-types';

describe('eventTypeColor', () => {
  it('gives each type its own calendar colour', () => {
    const colors = EVENT_TYPES.map(eventTypeColor);
    expect(new Set(colors).size).toBe(EVENT_TYPES.length);
    expect(eventTypeColor('tournament')).toBe(EVENT_TYPE_COLORS.tournament);
  });

  it("keeps old 'sponsored' events coloured and gives an unknown type the colour of 'other'", () => {
    expect(eventTypeColor('sponsored')).toBe('#6a1b9a');
    expect(eventTypeColor('webinar')).toBe(EVENT_TYPE_COLORS.other);
    expect(eventTypeColor('constructor')).toBe(EVENT_TYPE_COLORS.other);
  });
});
