import {
  MINOR_AGE,
  MIN_MEMBER_AGE,
  ageOn,
  divisionFor,
  isMinor,
  isOldEnoughToJoin,
  parentName,
} from './age';

describe('ageOn', () => {
  it('counts a full year on the birthday itself', () => {
    expect(ageOn('2000-06-15', '2025-06-15')).toBe(25);
  });

  it('does not count the year on the day before the birthday', () => {
    expect(ageOn('2000-06-15', '2025-06-14')).toBe(24);
  });

  it('ages a 29 February birthday on 1 March in a common year', () => {
    expect(ageOn('2012-02-29', '2025-02-28')).toBe(12);
    expect(ageOn('2012-02-29', '2025-03-01')).toBe(13);
  });

  it('ages a 29 February birthday on 29 February in a leap year', () => {
    expect(ageOn('2012-02-29', '2024-02-28')).toBe(11);
    expect(ageOn('2012-02-29', '2024-02-29')).toBe(12);
  });

  it('refuses dates that are not YYYY-MM-DD', () => {
    expect(() => ageOn('2012/02/29', '2024-02-29')).toThrow(RangeError);
    expect(() => ageOn('2012-02-29', '')).toThrow(RangeError);
  });
});

describe('divisionFor', () => {
  const today = '2025-06-15';
  const bornYearsAgo = (years: number) => `${2025 - years}-06-15`;
  const dayBeforeTurning = (years: number) => `${2025 - years}-06-16`;

  it.each([
    [14, 'Youth'],
    [15, 'Cadet'],
    [17, 'Cadet'],
    [18, 'Junior'],
    [20, 'Junior'],
    [21, 'Senior'],
    [32, 'Senior'],
    [33, 'Masters'],
    [6, 'Youth'],
    [70, 'Masters'],
  ] as const)('puts someone who turns %i today in %s', (years, division) => {
    expect(divisionFor(bornYearsAgo(years), today)).toBe(division);
  });

  it.each([
    [15, 'Youth'],
    [18, 'Cadet'],
    [21, 'Junior'],
    [33, 'Senior'],
  ] as const)('keeps someone who turns %i tomorrow in %s', (years, division) => {
    expect(divisionFor(dayBeforeTurning(years), today)).toBe(division);
  });

  it('lets an explicit division override the age', () => {
    expect(divisionFor(bornYearsAgo(10), today, 'Senior')).toBe('Senior');
    expect(divisionFor(bornYearsAgo(10), today, null)).toBe('Youth');
  });
});

describe('isMinor and isOldEnoughToJoin', () => {
  it('treats someone turning 18 today as an adult and the day before as a minor', () => {
    expect(MINOR_AGE).toBe(18);
    expect(isMinor('2007-06-15', '2025-06-15')).toBe(false);
    expect(isMinor('2007-06-16', '2025-06-15')).toBe(true);
  });

  it('lets a child join on their sixth birthday but not the day before', () => {
    expect(MIN_MEMBER_AGE).toBe(6);
    expect(isOldEnoughToJoin('2019-06-15', '2025-06-15')).toBe(true);
    expect(isOldEnoughToJoin('2019-06-16', '2025-06-15')).toBe(false);
  });

  it('lets a 29 February child join on 1 March of a common year', () => {
    expect(isOldEnoughToJoin('2020-02-29', '2026-02-28')).toBe(false);
    expect(isOldEnoughToJoin('2020-02-29', '2026-03-01')).toBe(true);
  });
});

describe('parentName', () => {
  it('writes the parent name as first last (relationship)', () => {
    expect(parentName('Ana', 'Lopez', 'guardian')).toBe('Ana Lopez (guardian)');
  });

  it('trims the parts and drops empty brackets', () => {
    expect(parentName(' Ana ', ' Lopez ', '  ')).toBe('Ana Lopez');
  });
});
