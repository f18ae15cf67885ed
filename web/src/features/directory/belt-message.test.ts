import { beltMessage, divisionMessageId } from './belt-message';

describe('beltMessage', () => {
  it('names coloured belts and dan ranks from the catalogue', () => {
    expect(beltMessage('purple')).toEqual({ id: 'directory.belt.purple' });
    expect(beltMessage('3rd_dan_black_belt')).toEqual({
      id: 'directory.belt.dan',
      values: { dan: 3 },
    });
  });

  it('has no message for a value outside the enumeration', () => {
    expect(beltMessage('gold')).toBeNull();
  });
});

describe('divisionMessageId', () => {
  it('maps an age division to its message id', () => {
    expect(divisionMessageId('Masters')).toBe('directory.division.masters');
  });
});
