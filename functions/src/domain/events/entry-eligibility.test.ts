import { entryDecision, type Entrant, type EntryRules } from './entry-eligibility';

const NOW = new Date('2026-11-26T18:00:00Z');
const NEXT_YEAR = new Date('2027-06-01T00:00:00Z');

const rules = (over: Partial<EntryRules> = {}): EntryRules => ({
  registrationOpen: true,
  closesAt: new Date('2026-12-10T23:59:00Z'),
  requiresActiveMembership: true,
  roles: [],
  divisions: [],
  minimumBelt: null,
  fees: { champion: 0, basic: 3000, nonMember: null },
  ...over,
});

const athlete = (over: Partial<Entrant> = {}): Entrant => ({
  role: 'athlete',
  division: 'Youth',
  beltRank: 'blue',
  tier: 'basic',
  status: 'active',
  paymentStatus: 'paid',
  expiresAt: NEXT_YEAR,
  deletedAt: null,
  ...over,
});

describe('entryDecision', () => {
  it('charges the fee of the member tier: free for Champion, $30 for Basic', () => {
    expect(entryDecision(rules(), athlete({ tier: 'champion' }), NOW)).toEqual({
      eligible: true,
      feeCents: 0,
    });
    expect(entryDecision(rules(), athlete(), NOW)).toEqual({ eligible: true, feeCents: 3000 });
  });

  it('refuses an expired membership, naming the expiry', () => {
    const expired = athlete({ expiresAt: new Date('2026-11-01T00:00:00Z') });
    expect(entryDecision(rules(), expired, NOW)).toEqual({
      eligible: false,
      reasons: [{ code: 'membership_expired' }],
    });
  });

  it('refuses a membership still under review', () => {
    const pending = athlete({ status: 'application_received', paymentStatus: 'pending' });
    expect(entryDecision(rules(), pending, NOW)).toEqual({
      eligible: false,
      reasons: [{ code: 'membership_not_active' }],
    });
  });

  it('admits a non-member at the non-member fee when the event admits them', () => {
    const open = rules({
      requiresActiveMembership: false,
      fees: { champion: 0, basic: 3000, nonMember: 7500 },
    });
    const lapsed = athlete({ expiresAt: new Date('2026-01-01T00:00:00Z') });
    expect(entryDecision(open, lapsed, NOW)).toEqual({ eligible: true, feeCents: 7500 });
  });

  it('refuses a non-member when no non-member fee is set, even if membership is not required', () => {
    const noNonMembers = rules({ requiresActiveMembership: false });
    const lapsed = athlete({ expiresAt: new Date('2026-01-01T00:00:00Z') });
    expect(entryDecision(noNonMembers, lapsed, NOW)).toMatchObject({ eligible: false });
  });

  it('gives every reason at once: division, belt and role', () => {
    const strict = rules({ divisions: ['Cadet'], minimumBelt: 'red', roles: ['referee'] });
    expect(entryDecision(strict, athlete(), NOW)).toEqual({
      eligible: false,
      reasons: [
        { code: 'role_only', roles: ['referee'] },
        { code: 'division_only', divisions: ['Cadet'] },
        { code: 'belt_minimum', belt: 'red' },
      ],
    });
  });

  it('orders belts on the full ladder: a black belt meets blue or higher, green does not', () => {
    const blueOrHigher = rules({ minimumBelt: 'blue' });
    expect(
      entryDecision(blueOrHigher, athlete({ beltRank: '1st_dan_black_belt' }), NOW),
    ).toMatchObject({
      eligible: true,
    });
    expect(entryDecision(blueOrHigher, athlete({ beltRank: 'green' }), NOW)).toMatchObject({
      eligible: false,
    });
    expect(entryDecision(blueOrHigher, athlete({ beltRank: null }), NOW)).toMatchObject({
      eligible: false,
    });
  });

  it('closes at the closing instant and when registration is closed', () => {
    const closing = new Date('2026-11-26T18:00:00Z');
    expect(entryDecision(rules({ closesAt: closing }), athlete(), NOW)).toEqual({
      eligible: false,
      reasons: [{ code: 'registration_closed' }],
    });
    expect(entryDecision(rules({ registrationOpen: false }), athlete(), NOW)).toMatchObject({
      eligible: false,
    });
  });

  describe('a coach entry', () => {
    const coach = (certifications: Entrant['certifications']) =>
      athlete({ role: 'coach', division: null, beltRank: null, certifications });

    it('is refused without current SafeSport and background check, naming what is missing', () => {
      expect(entryDecision(rules(), coach([]), NOW)).toEqual({
        eligible: false,
        reasons: [{ code: 'certification_required', kinds: ['safesport', 'background_check'] }],
      });
      expect(entryDecision(rules(), coach(['safesport', 'coaching_licence']), NOW)).toEqual({
        eligible: false,
        reasons: [{ code: 'certification_required', kinds: ['background_check'] }],
      });
    });

    it('is accepted with both', () => {
      expect(entryDecision(rules(), coach(['safesport', 'background_check']), NOW)).toEqual({
        eligible: true,
        feeCents: 3000,
      });
    });

    it("follows an event's own requirement, and asks athletes for none by default", () => {
      const refereesLicensed = rules({ requiredCertifications: { referee: ['referee_licence'] } });
      expect(entryDecision(refereesLicensed, coach([]), NOW)).toMatchObject({ eligible: true });
      expect(
        entryDecision(refereesLicensed, athlete({ role: 'referee', division: null }), NOW),
      ).toEqual({
        eligible: false,
        reasons: [{ code: 'certification_required', kinds: ['referee_licence'] }],
      });
      expect(entryDecision(rules(), athlete(), NOW)).toMatchObject({ eligible: true });
    });
  });
});
