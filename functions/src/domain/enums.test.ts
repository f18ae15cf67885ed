import {
  ATHLETE_BELT_RANKS,
  COACH_BELT_RANKS,
  DEFAULT_COUNTRY,
  DEFAULT_TIER,
  GENDERS,
  US_STATES,
  US_STATE_CODES,
  beltColour,
  formatBeltRank,
  isOneOf,
  valueIfOneOf,
} from './enums';

describe('enums', () => {
  it('lists the four gender values including prefer_not_to_say', () => {
    expect(GENDERS).toEqual(['male', 'female', 'other', 'prefer_not_to_say']);
  });

  it('gives athletes yellow to red and nine dan ranks', () => {
    expect(ATHLETE_BELT_RANKS).toHaveLength(13);
    expect(ATHLETE_BELT_RANKS[0]).toBe('yellow');
    expect(ATHLETE_BELT_RANKS[12]).toBe('9th_dan_black_belt');
    expect(ATHLETE_BELT_RANKS).not.toContain('white');
  });

  it('gives coaches every athlete rank plus white, orange, purple and brown', () => {
    for (const rank of ATHLETE_BELT_RANKS) expect(COACH_BELT_RANKS).toContain(rank);
    expect(COACH_BELT_RANKS).toEqual(
      expect.arrayContaining(['white', 'orange', 'purple', 'brown']),
    );
    expect(COACH_BELT_RANKS).toHaveLength(17);
    expect(COACH_BELT_RANKS[0]).toBe('white');
  });

  it('maps dan ranks to black and coloured belts to their own colour', () => {
    expect(beltColour('3rd_dan_black_belt')).toBe('black');
    expect(beltColour('9th_dan_black_belt')).toBe('black');
    expect(beltColour('red')).toBe('red');
    expect(beltColour('purple')).toBe('purple');
  });

  it('formats belt ranks with spaces instead of underscores', () => {
    expect(formatBeltRank('1st_dan_black_belt')).toBe('1st dan black belt');
    expect(formatBeltRank('green')).toBe('green');
  });

  it('lists the fifty states plus DC with unique codes, Illinois included', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATE_CODES).size).toBe(51);
    expect(US_STATES).toContainEqual({ code: 'IL', name: 'Illinois' });
    expect(US_STATE_CODES).toContain('DC');
  });

  it('defaults to the champion tier and the United States', () => {
    expect(DEFAULT_TIER).toBe('champion');
    expect(DEFAULT_COUNTRY).toBe('United States');
  });

  it('narrows only exact members of a list', () => {
    expect(isOneOf(GENDERS, 'female')).toBe(true);
    expect(isOneOf(GENDERS, 'Female')).toBe(false);
    expect(isOneOf(GENDERS, 3)).toBe(false);
  });

  it("keeps a list's value and turns anything else ('all', empty, unknown) into no value", () => {
    expect(valueIfOneOf(GENDERS, 'female')).toBe('female');
    expect(valueIfOneOf(GENDERS, 'all')).toBeUndefined();
    expect(valueIfOneOf(GENDERS, '')).toBeUndefined();
    expect(valueIfOneOf(GENDERS, undefined)).toBeUndefined();
  });
});
