import {
  normaliseForSearch,
  searchToken,
  searchTokens,
  startsAnyWord,
  wordPrefixes,
} from './search-text';

describe('normaliseForSearch', () => {
  it('When a name has capitals, accents and extra spaces, then it is lower case, plain and single-spaced', () => {
    expect(normaliseForSearch('  María   José  MÜLLER ')).toBe('maria jose muller');
  });

  it('When there is no value, then it is the empty string', () => {
    expect(normaliseForSearch(null)).toBe('');
    expect(normaliseForSearch(undefined)).toBe('');
  });
});

describe('searchTokens', () => {
  const tokens = searchTokens(['Mary Johnson', 'mary.johnson@example.com', 'José']);

  it('When a word starts inside a value, then its prefixes are tokens ("john" finds Mary Johnson)', () => {
    expect(tokens).toEqual(expect.arrayContaining(['john', 'johnson', 'mary jo', 'example']));
  });

  it('When a value has accents and capitals, then its tokens have neither', () => {
    expect(tokens).toEqual(expect.arrayContaining(['jose']));
    expect(tokens.filter((token) => /[A-ZÉé]/.test(token))).toEqual([]);
  });

  it('When a value is long, then no token is longer than 20 letters', () => {
    expect(Math.max(...tokens.map((token) => Array.from(token).length))).toBe(20);
    expect(tokens).toContain('mary.johnson@example');
  });

  it('When a token would start on a space or a mark, then there is none ("ohn" finds nothing)', () => {
    expect(tokens).not.toContain('ohn');
    expect(tokens).not.toContain('@example');
    expect(tokens).not.toContain(' johnson');
  });

  it('When a value starts with a mark, then it is found from its very start too', () => {
    expect(searchTokens(['=HYPERLINK("x")'])).toEqual(expect.arrayContaining(['=hyp', 'hyp']));
  });

  it('When there is no value, then there are no tokens', () => {
    expect(searchTokens([null, undefined, '  '])).toEqual([]);
  });
});

describe('searchToken', () => {
  it('When a term is typed, then it is normalised and cut to 20 letters like the tokens', () => {
    expect(searchToken('  JOSÉ  ')).toBe('jose');
    expect(searchToken('Mary.Johnson@Example.com')).toBe('mary.johnson@example');
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
