import { normaliseForSearch, prefixRangeEnd } from './search-text';

describe('normaliseForSearch', () => {
  it('When a name has capitals, accents and extra spaces, then it is lower case, plain and single-spaced', () => {
    expect(normaliseForSearch('  María   José  MÜLLER ')).toBe('maria jose muller');
  });

  it('When there is no value, then it is the empty string', () => {
    expect(normaliseForSearch(null)).toBe('');
    expect(normaliseForSearch(undefined)).toBe('');
  });
});

describe('prefixRangeEnd', () => {
  it('When a prefix is given, then every longer string starting with it sorts below the end', () => {
    const end = prefixRangeEnd('lake');
    expect('lakeshore taekwondo' < end).toBe(true);
    expect('lakf' < end).toBe(false);
  });
});
