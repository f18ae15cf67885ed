import { CLUB_STATUSES } from '@domain/status';

import { filteredListQuery } from './admin-records';

describe('filteredListQuery', () => {
  const page = { skip: 10, after: 'c9', limit: 10, search: 'tiger', deleted: true };

  it('passes the page, search and Trash view on, with the status and expiry the server filters on', () => {
    const query = { ...page, status: 'active', expiry: 'expired', role: 'coach' };
    expect(filteredListQuery(query, CLUB_STATUSES)).toEqual({
      ...page,
      status: 'active',
      expiry: 'expired',
    });
  });

  it("leaves out 'all' and anything the server does not filter on", () => {
    const query = filteredListQuery({ ...page, status: 'all', expiry: 'soon' }, CLUB_STATUSES);
    expect(query.status).toBeUndefined();
    expect(query.expiry).toBeUndefined();
  });
});
