import type { CertificationWire } from '@domain/wire/certification';
import { createIntl } from 'react-intl';

import { messages as en } from '../../../i18n/en/index';
import { messages as es } from '../../../i18n/es/index';
import { membershipRecord } from '../../../testing/records';

import { eligibilityReasonText, membershipEligibility } from './competition-eligibility';

const NOW = new Date('2026-11-28T18:00:00Z');
const english = createIntl({ locale: 'en', messages: en });
const spanish = createIntl({ locale: 'es', messages: es });

const certification = (kind: CertificationWire['kind'], expires_on: string): CertificationWire => ({
  id: `c-${kind}`,
  membership_id: 'm1',
  kind,
  document_reference: 'REF',
  issued_on: null,
  expires_on,
  level: kind === 'referee_licence' ? 'regional' : null,
  recorded_by: 'root',
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('membershipEligibility', () => {
  it("gives an active athlete the membership's last day on the association's calendar, the division by age", () => {
    // 04:00 UTC on 1 July is still 30 June in Chicago.
    const athlete = membershipRecord({ expiresAt: '2027-07-01T04:00:00.000Z' });
    expect(membershipEligibility(athlete, [], NOW)).toEqual({
      eligible: true,
      through: '2027-06-30',
    });
  });

  it("gives a referee the earliest expiry of the membership and the role's certifications, only their own counting", () => {
    const referee = membershipRecord({ role: 'referee', expiresAt: '2027-07-01T17:00:00.000Z' });
    const held = [
      certification('safesport', '2027-03-01'),
      certification('background_check', '2027-05-01'),
      certification('referee_licence', '2027-02-15'),
      { ...certification('referee_licence', '2026-12-01'), membership_id: 'someone-else' },
    ];
    expect(membershipEligibility(referee, held, NOW)).toEqual({
      eligible: true,
      through: '2027-02-15',
    });
  });

  it('says why not, in English and Spanish', () => {
    const coach = membershipRecord({
      role: 'coach',
      status: 'approved',
      paymentStatus: 'pending',
    });
    const decision = membershipEligibility(
      coach,
      [certification('safesport', '2026-10-01'), certification('background_check', '2027-10-01')],
      NOW,
    );
    expect(decision.eligible).toBe(false);
    if (decision.eligible) return;
    expect(decision.reasons.map((reason) => eligibilityReasonText(english, reason))).toEqual([
      'dues not paid',
      'SafeSport training expired',
      'Coaching license not on record',
    ]);
    expect(decision.reasons.map((reason) => eligibilityReasonText(spanish, reason))).toEqual([
      'cuota no pagada',
      'Capacitación SafeSport vencida',
      'Licencia de entrenador no registrada',
    ]);
  });
});
