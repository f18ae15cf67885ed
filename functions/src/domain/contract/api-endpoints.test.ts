import { fillPath } from './api-endpoints';

describe('fillPath', () => {
  it('fills and encodes every parameter', () => {
    expect(fillPath('/clubs/{id}/members/{uid}', { id: 'a b', uid: 'x/y' })).toBe(
      '/clubs/a%20b/members/x%2Fy',
    );
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/clubs/{id}', {})).toThrow('Missing path parameter id');
  });
});
