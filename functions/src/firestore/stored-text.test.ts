import { textOrEmpty, textOrNull } from './stored-text';

describe('stored text fields', () => {
  it.each([
    ['Ana', 'Ana', 'Ana'],
    ['', '', null],
    [undefined, '', null],
    [42, '', null],
  ])('reads %p as %p, or %p where empty means missing', (stored, orEmpty, orNull) => {
    expect(textOrEmpty(stored)).toBe(orEmpty);
    expect(textOrNull(stored)).toBe(orNull);
  });
});
