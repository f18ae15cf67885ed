import { householdTotal } from './household';

describe('householdTotal', () => {
  it('adds the domain price of each membership', () => {
    expect(householdTotal([{ tier: 'basic' }, { tier: 'champion' }, { tier: 'basic' }])).toBe(
      16700 + 24700 + 16700,
    );
  });

  it('is zero for no memberships', () => {
    expect(householdTotal([])).toBe(0);
  });
});
