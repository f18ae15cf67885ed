import {
  certificationGaps,
  certificationReminderDue,
  competitionEligibility,
  currentCertifications,
  isNotYetEligible,
  type CertificationKind,
  type CertificationRecord,
  type CompetingMembership,
} from './certifications';

const TODAY = '2026-11-28';

const cert = (
  kind: CertificationKind,
  expiresOn: string,
  extra: Partial<CertificationRecord> = {},
): CertificationRecord => ({
  kind,
  documentReference: `${kind}-1`,
  issuedOn: null,
  expiresOn,
  level: kind === 'referee_licence' ? 'regional' : null,
  ...extra,
});

const membership = (extra: Partial<CompetingMembership> = {}): CompetingMembership => ({
  role: 'athlete',
  status: 'active',
  paymentStatus: 'paid',
  expiresOn: '2027-06-30',
  division: 'Cadet',
  ...extra,
});

const coachCertificates = [
  cert('safesport', '2027-03-01'),
  cert('background_check', '2027-01-15'),
  cert('coaching_licence', '2028-01-01'),
];

describe('currentCertifications', () => {
  it('keeps one valid record per kind, the one that runs longest', () => {
    const renewed = cert('safesport', '2027-11-01', { documentReference: 'new' });
    const current = currentCertifications(
      [cert('safesport', '2026-12-01'), renewed, cert('background_check', '2026-11-27')],
      TODAY,
    );
    expect(current).toEqual([renewed]);
  });

  it('counts the last day, and leaves out removed and not yet issued records', () => {
    expect(currentCertifications([cert('safesport', TODAY)], TODAY)).toHaveLength(1);
    expect(
      currentCertifications([cert('safesport', '2027-01-01', { deleted: true })], TODAY),
    ).toEqual([]);
    expect(
      currentCertifications([cert('safesport', '2027-01-01', { issuedOn: '2026-12-01' })], TODAY),
    ).toEqual([]);
  });
});

describe('certificationGaps', () => {
  it('says expired with the latest lapsed day, and missing when there never was one', () => {
    const gaps = certificationGaps(
      ['safesport', 'background_check'],
      [cert('safesport', '2026-01-01'), cert('safesport', '2026-10-01')],
      TODAY,
    );
    expect(gaps).toEqual([
      { code: 'certification_expired', kind: 'safesport', expiredOn: '2026-10-01' },
      { code: 'certification_missing', kind: 'background_check' },
    ]);
  });
});

describe('competitionEligibility', () => {
  it('gives an active, paid athlete in an offered division the membership expiry', () => {
    expect(competitionEligibility(membership(), [], TODAY)).toEqual({
      eligible: true,
      through: '2027-06-30',
    });
  });

  it("gives a coach the earlier of the membership's and the certifications' expiry", () => {
    expect(competitionEligibility(membership({ role: 'coach' }), coachCertificates, TODAY)).toEqual(
      {
        eligible: true,
        through: '2027-01-15',
      },
    );
  });

  it('refuses a coach without the certifications the role requires, naming each', () => {
    const decision = competitionEligibility(
      membership({ role: 'coach' }),
      [cert('safesport', '2026-11-01')],
      TODAY,
    );
    expect(decision).toEqual({
      eligible: false,
      reasons: [
        { code: 'certification_expired', kind: 'safesport', expiredOn: '2026-11-01' },
        { code: 'certification_missing', kind: 'background_check' },
        { code: 'certification_missing', kind: 'coaching_licence' },
      ],
    });
  });

  it('says unpaid, expired, suspended and division not offered', () => {
    const reasonsOf = (extra: Partial<CompetingMembership>) => {
      const decision = competitionEligibility(membership(extra), [], TODAY);
      return decision.eligible ? [] : decision.reasons.map((reason) => reason.code);
    };
    expect(reasonsOf({ status: 'approved', paymentStatus: 'pending' })).toEqual(['unpaid']);
    expect(reasonsOf({ expiresOn: '2026-11-27' })).toEqual(['expired']);
    expect(reasonsOf({ status: 'expired' })).toEqual(['expired']);
    expect(reasonsOf({ status: 'suspended' })).toEqual(['suspended']);
    expect(reasonsOf({ division: 'Peewee' })).toEqual(['division_not_offered']);
    expect(reasonsOf({ division: null })).toEqual(['division_not_offered']);
  });

  it('does not ask a referee for a division', () => {
    const certificates = [
      cert('safesport', '2027-03-01'),
      cert('background_check', '2027-03-01'),
      cert('referee_licence', '2026-12-31'),
    ];
    expect(
      competitionEligibility(membership({ role: 'referee', division: null }), certificates, TODAY),
    ).toEqual({ eligible: true, through: '2026-12-31' });
  });
});

describe('isNotYetEligible', () => {
  it('holds for a coach or referee lacking a certification, never for an athlete', () => {
    expect(isNotYetEligible('coach', coachCertificates, TODAY)).toBe(false);
    expect(isNotYetEligible('coach', coachCertificates.slice(1), TODAY)).toBe(true);
    expect(isNotYetEligible('referee', coachCertificates, TODAY)).toBe(true);
    expect(isNotYetEligible('athlete', [], TODAY)).toBe(false);
  });
});

describe('certificationReminderDue', () => {
  it('is due from 30 days before the last day, once per expiry date', () => {
    expect(certificationReminderDue('2026-12-29', TODAY, null)).toBe(false);
    expect(certificationReminderDue('2026-12-28', TODAY, null)).toBe(true);
    expect(certificationReminderDue('2026-12-28', TODAY, '2026-12-28')).toBe(false);
    expect(certificationReminderDue('2026-12-28', TODAY, '2026-06-01')).toBe(true);
    expect(certificationReminderDue(TODAY, TODAY, null)).toBe(true);
    expect(certificationReminderDue('2026-11-27', TODAY, null)).toBe(false);
  });
});
