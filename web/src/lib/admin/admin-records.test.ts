import { CLUB_STATUSES } from '@domain/status';

import { filteredListQuery } from './admin-records';

describe('filteredListQuery', () => {
  it('passes the page, search and Trash view on, with the status and expiry the server filters on', () => {
    expect(
      filteredListQuery(
        {
          skip: 10,
          after: 'c9',
          limit: 10,
          search: 'tiger',
          deleted: true,
          status: 'active',
          expiry: 'expired',
          role: 'coach',
        },
        CLUB_STATUSES,
      ),
    ).toEqual({
      skip: 10,
      after: 'c9',
      limit: 10,
      search: 'tiger',
      deleted: true,
      status: 'active',
      expiry: 'expired',
    });
  });

  it("leaves out 'all' and anything the server does not filter on", () => {
    const query = filteredListQuery(
      { skip: 0, limit: 10, status: 'all', expiry: 'soon' },
      CLUB_STATUSES,
    );
    expect(query.status).toBeUndefined();
    expect(query.expiry).toBeUndefined();
  });
});
