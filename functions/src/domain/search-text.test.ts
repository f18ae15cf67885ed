import { normaliseForSearch, prefixRangeEnd, startsAnyWord, wordPrefixes } from './search-text';

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

describe('wordPrefixes', () => {
  it('When values have several words, then every prefix of every word is listed once, normalised', () => {
    expect(wordPrefixes(['Lake Dojang', 'Ana Lé'])).toEqual(
      [
        'a',
        'an',
        'ana',
        'd',
        'do',
        'doj',
        'doja',
        'dojan',
        'dojang',
        'l',
        'la',
        'lak',
        'lake',
        'le',
      ].sort(),
    );
  });

  it('When a word is longer than 20 letters, then its prefixes stop at 20', () => {
    const prefixes = wordPrefixes(['Abcdefghijklmnopqrstuvwxyz']);
    expect(prefixes).toHaveLength(20);
    expect(prefixes).toContain('abcdefghijklmnopqrst');
  });

  it('When a word holds an emoji, then no prefix ends inside its surrogate pair', () => {
    expect(wordPrefixes(['\u{1F94B}Dojo'])).toEqual(
      ['\u{1F94B}', '\u{1F94B}d', '\u{1F94B}do', '\u{1F94B}doj', '\u{1F94B}dojo'].sort(),
    );
  });

  it('When there is no value, then there are no prefixes', () => {
    expect(wordPrefixes([null, undefined, '  '])).toEqual([]);
  });
});

describe('startsAnyWord', () => {
  it.each([
    ['Lakeshore Taekwondo', 'taekwondo', true],
    ['Lakeshore Taekwondo', 'LAKE', true],
    ['Évanston Legacy TKD', 'evan', true],
    ['Grace Müller', 'muller', true],
    ['Grace Müller', 'grace mu', true],
    ['Lakeshore Taekwondo', 'shore', false],
    ['Lakeshore Taekwondo', 'prairie', false],
  ])('When the text is %s and the search %s, then it answers %s', (text, search, expected) => {
    expect(startsAnyWord(text, search)).toBe(expected);
  });
});
