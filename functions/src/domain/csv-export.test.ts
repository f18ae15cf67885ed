import {
  EVENT_ROSTER_COLUMNS,
  MEMBERSHIP_COLUMNS,
  csvCell,
  csvRecord,
  csvText,
} from './csv-export';

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

describe('EVENT_ROSTER_COLUMNS', () => {
  it('reads a roster row as the roster shows it in English: name, member ID, club, division, belt, role, status, paid and fee', () => {
    const row = {
      first_name: 'Mia',
      last_name: 'Santos',
      member_id: 'IL-2026-000010',
      club_name: 'Lakeshore Taekwondo',
      division: 'Cadet',
      belt_rank: 'blue',
      role: 'athlete',
      status: 'entered',
      payment_status: 'paid',
      fee_cents: 3000,
    };
    expect(EVENT_ROSTER_COLUMNS.map((column) => column.header)).toEqual([
      'Name',
      'Member ID',
      'Club',
      'Division',
      'Belt',
      'Role',
      'Status',
      'Paid',
      'Fee',
    ]);
    expect(csvRecord(EVENT_ROSTER_COLUMNS, row)).toEqual([
      'Santos, Mia',
      'IL-2026-000010',
      'Lakeshore Taekwondo',
      'Cadet',
      'Blue',
      'Athlete',
      'Entered',
      'Paid',
      '30.00',
    ]);
  });

  it('writes a 1st Dan on the waiting list, unpaid, as the roster does', () => {
    const row = {
      first_name: 'Ana',
      last_name: 'Ruiz',
      belt_rank: '1st_dan',
      role: 'coach',
      status: 'waiting',
      payment_status: 'pending',
    };
    const [, , , , belt, role, status, paid] = csvRecord(EVENT_ROSTER_COLUMNS, row);
    expect([belt, role, status, paid]).toEqual(['1st Dan', 'Coach', 'Waiting list', 'Not paid']);
  });

  it('writes a free entry as Free with a fee of 0.00, and a missing club as N/A', () => {
    const row = { first_name: 'Leo', last_name: 'Park', payment_status: 'none', fee_cents: 0 };
    const [, , club, , , , , paid, fee] = csvRecord(EVENT_ROSTER_COLUMNS, row);
    expect([club, paid, fee]).toEqual(['N/A', 'Free', '0.00']);
  });
});

describe('csvText', () => {
  it('When a label holds a comma or a quote, then it is quoted, numbers are kept and formulas defused', () => {
    expect(
      csvText(
        ['Club', 'Members'],
        [
          ['Tigers, North', 12],
          ['The "Best"', 0],
          ['=HYPERLINK()', 3],
        ],
      ),
    ).toBe('Club,Members\r\n"Tigers, North",12\r\n"The ""Best""",0\r\n\'=HYPERLINK(),3\r\n');
  });
});
