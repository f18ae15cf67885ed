import { PASSWORD_SYMBOLS, passwordProblems } from './password';

describe('passwordProblems', () => {
  it('accepts ten characters with a letter, a number and a symbol', () => {
    expect(passwordProblems('abcdefgh1!')).toEqual([]);
  });

  it('reports a nine-character password as too short', () => {
    expect(passwordProblems('abcdefg1!')).toEqual(['minLength']);
  });

  it('reports each missing kind of character', () => {
    expect(passwordProblems('1234567890!')).toEqual(['letter']);
    expect(passwordProblems('abcdefghij!')).toEqual(['number']);
    expect(passwordProblems('abcdefghij1')).toEqual(['symbol']);
  });

  it('lists every problem of an empty password in order', () => {
    expect(passwordProblems('')).toEqual(['minLength', 'letter', 'number', 'symbol']);
  });

  it('counts only the listed symbols', () => {
    expect(passwordProblems('abcdefgh1-')).toEqual(['symbol']);
    expect(passwordProblems('abcdefgh1_')).toEqual(['symbol']);
    for (const symbol of PASSWORD_SYMBOLS)
      expect(passwordProblems(`abcdefgh1${symbol}`)).toEqual([]);
  });

  it('counts accented letters as letters', () => {
    expect(passwordProblems('ñññññññ1!!')).toEqual([]);
  });
});
