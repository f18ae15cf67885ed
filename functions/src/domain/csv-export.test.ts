import { MEMBERSHIP_COLUMNS, csvCell, csvRecord } from './csv-export';

describe('csvCell', () => {
  it('writes N/A for empty values, as the tables do', () => {
    expect([csvCell(null), csvCell(undefined), csvCell('')]).toEqual(['N/A', 'N/A', 'N/A']);
  });
  it('prefixes text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(csvCell('+1 312')).toBe("'+1 312");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
  it('keeps ordinary text and joins lists', () => {
    expect(csvCell('Lakeshore Taekwondo')).toBe('Lakeshore Taekwondo');
    expect(csvCell(['poomsae', 'kyorugi'])).toBe('poomsae; kyorugi');
  });
});

describe('csvRecord', () => {
  it('reads a membership row in column order, the id cut to 8 characters without a member ID', () => {
    const row = {
      id: 'abcdefghijkl',
      member_id: null,
      first_name: 'Mia',
      last_name: 'Santos',
      email: 'mia@example.com',
      role: 'athlete',
      belt_rank: '1st_dan_black_belt',
      division: null,
      current_school: 'Lakeshore Taekwondo',
      membership_tier: 'champion',
      status: 'active',
      payment_status: 'paid',
    };
    expect(csvRecord(MEMBERSHIP_COLUMNS, row)).toEqual([
      'abcdefgh',
      'Mia',
      'Santos',
      'mia@example.com',
      'athlete',
      '1st dan black belt',
      'N/A',
      'Lakeshore Taekwondo',
      'champion',
      'active',
      'paid',
    ]);
  });
});
