import { eventFileName } from './event-file-name';

describe('eventFileName', () => {
  it('When an event has a title and a day, then its file is named after both, in plain lower-case letters', () => {
    expect(eventFileName('Illinois State Championship', '2027-05-15')).toBe(
      'illinois-state-championship-2027-05-15.ics',
    );
  });

  it('When the title has accents, punctuation or extra spaces, then they become plain letters and single dashes', () => {
    expect(eventFileName('  Coaches’ Clinic:  Día 1 (Niños & Adultos)! ', '2027-01-23')).toBe(
      'coaches-clinic-dia-1-ninos-adultos-2027-01-23.ics',
    );
  });

  it('When the title is very long, then the name is cut at a word without a trailing dash', () => {
    const name = eventFileName(`${'Taekwondo '.repeat(20)}Open`, '2027-01-23');
    expect(name).toMatch(/^(taekwondo-)*taekwondo-2027-01-23\.ics$/);
    expect(name.length).toBeLessThanOrEqual(80);
  });

  it('When the title has no letters or digits, or the day is not a date, then the name still reads as an event', () => {
    expect(eventFileName('!!!', '2027-01-23')).toBe('event-2027-01-23.ics');
    expect(eventFileName('Open', 'soon')).toBe('open.ics');
  });
});
