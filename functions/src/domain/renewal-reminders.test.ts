import { reminderDue, withReminderSent } from './renewal-reminders';

describe('reminderDue', () => {
  it.each([
    ['31 days before', '2027-03-01', '2027-01-29', null],
    ['30 days before', '2027-03-01', '2027-01-30', 'expires_in_30_days'],
    ['8 days before', '2027-03-01', '2027-02-21', 'expires_in_30_days'],
    ['7 days before', '2027-03-01', '2027-02-22', 'expires_in_7_days'],
    ['the day before', '2027-03-01', '2027-02-28', 'expires_in_7_days'],
    ['the day of expiry', '2027-03-01', '2027-03-01', 'expired'],
    ['7 days after', '2027-03-01', '2027-03-08', 'expired'],
    ['8 days after', '2027-03-01', '2027-03-09', null],
    ['30 days before 29 February', '2028-02-29', '2028-01-30', 'expires_in_30_days'],
    ['7 days before 29 February', '2028-02-29', '2028-02-22', 'expires_in_7_days'],
    ['on 29 February', '2028-02-29', '2028-02-29', 'expired'],
    [
      '30 days before 5 January, across the year end',
      '2027-01-05',
      '2026-12-06',
      'expires_in_30_days',
    ],
    [
      '7 days before 3 January, across the year end',
      '2027-01-03',
      '2026-12-27',
      'expires_in_7_days',
    ],
  ])('%s: %s on %s is %s', (_case, expiresOn, today, kind) => {
    expect(reminderDue(expiresOn, today, null)).toBe(kind);
  });

  it('sends each reminder once per expiry date', () => {
    const log = withReminderSent('2027-03-01', null, 'expires_in_30_days');
    expect(reminderDue('2027-03-01', '2027-01-30', log)).toBeNull();
    expect(reminderDue('2027-03-01', '2027-01-31', log)).toBeNull();
    expect(reminderDue('2027-03-01', '2027-02-22', log)).toBe('expires_in_7_days');
  });

  it('after a missed run sends only the latest due reminder, never an older one after it', () => {
    expect(reminderDue('2027-03-01', '2027-02-25', null)).toBe('expires_in_7_days');
    const log = withReminderSent('2027-03-01', null, 'expires_in_7_days');
    expect(reminderDue('2027-03-01', '2027-02-26', log)).toBeNull();
  });

  it('a renewal moves the expiry date and starts a fresh set', () => {
    const log = withReminderSent('2027-03-01', null, 'expired');
    expect(reminderDue('2028-03-01', '2028-01-31', log)).toBe('expires_in_30_days');
    expect(withReminderSent('2028-03-01', log, 'expires_in_30_days')).toEqual({
      expiresOn: '2028-03-01',
      sent: ['expires_in_30_days'],
    });
  });
});
