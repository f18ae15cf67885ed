import {
  announcementTextFor,
  lacksSpanish,
  mailPreferencesOf,
  matchesAudience,
  recipientsOf,
  type AnnouncementAudience,
  type AudienceMembership,
  type RecipientAccount,
} from './announcements';

const now = new Date('2026-11-28T12:00:00Z');
const anyone: AnnouncementAudience = {
  statuses: [],
  tiers: [],
  roles: [],
  divisions: [],
  clubId: null,
  expiringWithinDays: null,
  eventId: null,
  certificationKind: null,
};
const membership = (over: Partial<AudienceMembership> = {}): AudienceMembership => ({
  id: 'm1',
  accountUid: 'u1',
  status: 'active',
  membershipTier: 'basic',
  role: 'athlete',
  division: 'Junior',
  clubId: 'c1',
  expiresAt: new Date('2027-06-01T00:00:00Z'),
  deletedAt: null,
  ...over,
});

describe('matchesAudience', () => {
  it('reaches active memberships when no status is named, never removed ones', () => {
    expect(matchesAudience(membership(), anyone, now)).toBe(true);
    expect(matchesAudience(membership({ status: 'approved' }), anyone, now)).toBe(false);
    expect(matchesAudience(membership({ deletedAt: now }), anyone, now)).toBe(false);
    expect(
      matchesAudience(
        membership({ status: 'approved' }),
        { ...anyone, statuses: ['approved'] },
        now,
      ),
    ).toBe(true);
  });

  it('filters by tier, role, division and club', () => {
    expect(matchesAudience(membership(), { ...anyone, tiers: ['champion'] }, now)).toBe(false);
    expect(matchesAudience(membership(), { ...anyone, roles: ['coach', 'athlete'] }, now)).toBe(
      true,
    );
    expect(matchesAudience(membership(), { ...anyone, divisions: ['Senior'] }, now)).toBe(false);
    expect(matchesAudience(membership(), { ...anyone, clubId: 'c2' }, now)).toBe(false);
    expect(matchesAudience(membership({ role: null }), { ...anyone, roles: ['coach'] }, now)).toBe(
      false,
    );
  });

  it('reaches memberships expiring within N days, not those already expired or later', () => {
    const within = { ...anyone, expiringWithinDays: 30 };
    expect(matchesAudience(membership({ expiresAt: new Date('2026-12-20') }), within, now)).toBe(
      true,
    );
    expect(matchesAudience(membership({ expiresAt: new Date('2027-01-20') }), within, now)).toBe(
      false,
    );
    expect(matchesAudience(membership({ expiresAt: new Date('2026-11-01') }), within, now)).toBe(
      false,
    );
    expect(matchesAudience(membership({ expiresAt: null }), within, now)).toBe(false);
  });

  it('reaches entrants of an event and holders of a certification from the sets given', () => {
    const entered = new Set(['m1']);
    expect(matchesAudience(membership(), { ...anyone, eventId: 'e1' }, now, { entered })).toBe(
      true,
    );
    expect(
      matchesAudience(membership({ id: 'm2' }), { ...anyone, eventId: 'e1' }, now, { entered }),
    ).toBe(false);
    expect(matchesAudience(membership(), { ...anyone, certificationKind: 'safesport' }, now)).toBe(
      false,
    );
  });
});

describe('recipientsOf', () => {
  const account = (uid: string, over: Partial<RecipientAccount> = {}): RecipientAccount => ({
    uid,
    email: `${uid}@example.org`,
    emailVerified: true,
    language: 'en',
    receives: true,
    ...over,
  });

  it('writes to a parent once for all their children, and counts who is left out and why', () => {
    const accounts = new Map([
      ['parent', account('parent', { language: 'es' })],
      ['quiet', account('quiet', { receives: false })],
      ['unverified', account('unverified', { emailVerified: false })],
    ]);
    const result = recipientsOf(
      [
        { accountUid: 'parent' },
        { accountUid: 'parent' },
        { accountUid: 'parent' },
        { accountUid: 'quiet' },
        { accountUid: 'unverified' },
        { accountUid: 'gone' },
      ],
      accounts,
    );
    expect(result.recipients).toEqual([
      { uid: 'parent', email: 'parent@example.org', language: 'es' },
    ]);
    expect(result.excluded).toEqual({ unsubscribed: 1, noVerifiedAddress: 2 });
  });
});

describe('announcementTextFor', () => {
  const text = { subjectEn: 'Hello', bodyEn: 'Body', subjectEs: 'Hola', bodyEs: 'Cuerpo' };

  it('gives Spanish readers the Spanish text, and English when none was written', () => {
    expect(announcementTextFor(text, 'es')).toEqual({
      subject: 'Hola',
      body: 'Cuerpo',
      language: 'es',
    });
    expect(announcementTextFor({ ...text, bodyEs: ' ' }, 'es').language).toBe('en');
    expect(announcementTextFor(text, 'en').subject).toBe('Hello');
    expect(lacksSpanish({ ...text, subjectEs: '' })).toBe(true);
    expect(lacksSpanish(text)).toBe(false);
  });
});

describe('mailPreferencesOf', () => {
  it('reads every kind never chosen as received', () => {
    expect(mailPreferencesOf(null)).toEqual({
      association_news: true,
      events: true,
      club_messages: true,
    });
    expect(mailPreferencesOf({ events: false, club_messages: 'no' })).toEqual({
      association_news: true,
      events: false,
      club_messages: true,
    });
  });
});
