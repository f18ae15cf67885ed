import { missionTabFromHash } from './mission-tabs';

describe('missionTabFromHash', () => {
  it('chooses the tab named by the hash', () => {
    expect(missionTabFromHash('#lidrs-values')).toBe('lidrs-values');
    expect(missionTabFromHash('#board-directors')).toBe('board-directors');
  });

  it('falls back to the mission statement without a hash', () => {
    expect(missionTabFromHash('')).toBe('mission-statement');
  });

  it('falls back to the mission statement for an unknown hash', () => {
    expect(missionTabFromHash('#history')).toBe('mission-statement');
  });
});
