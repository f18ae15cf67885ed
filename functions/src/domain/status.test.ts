import {
  isListedClubStatus,
  CLUB_STATUSES,
  MEMBERSHIP_STATUSES,
  REVIEW_FILTER_STATUSES,
  STATUS_BADGE_COLOURS,
  isAccountComplete,
  isClubPayable,
  isPayable,
  memberBadge,
  needsStatusReason,
  normaliseLegacyStatus,
} from './status';

describe('status lists', () => {
  it('gives clubs the membership statuses plus invite_created', () => {
    expect(CLUB_STATUSES).toEqual(['invite_created', ...MEMBERSHIP_STATUSES]);
    expect(MEMBERSHIP_STATUSES).toHaveLength(8);
  });

  it('offers not_yet_eligible only in the review filter', () => {
    expect(REVIEW_FILTER_STATUSES).toContain('not_yet_eligible');
    expect(MEMBERSHIP_STATUSES).not.toContain('not_yet_eligible');
  });

  it('colours badges green, blue, yellow, orange, red and grey', () => {
    expect(STATUS_BADGE_COLOURS.active).toBe('success');
    expect(STATUS_BADGE_COLOURS.approved).toBe('info');
    expect(STATUS_BADGE_COLOURS.in_review).toBe('warning');
    expect(STATUS_BADGE_COLOURS.pending_payment).toBe('orange');
    expect(STATUS_BADGE_COLOURS.cancelled).toBe('error');
    expect(STATUS_BADGE_COLOURS.expired).toBe('default');
  });
});

describe('normaliseLegacyStatus', () => {
  it('maps pending to pending_payment and rejected to cancelled', () => {
    expect(normaliseLegacyStatus('pending')).toBe('pending_payment');
    expect(normaliseLegacyStatus('rejected')).toBe('cancelled');
  });

  it('keeps current statuses and returns null for unknown ones', () => {
    expect(normaliseLegacyStatus('in_review')).toBe('in_review');
    expect(normaliseLegacyStatus('invite_created')).toBe('invite_created');
    expect(normaliseLegacyStatus(' Active ')).toBe('active');
    expect(normaliseLegacyStatus('premium')).toBeNull();
    expect(normaliseLegacyStatus(undefined)).toBeNull();
  });
});

describe('isPayable', () => {
  it('allows payment only for an approved membership not yet paid', () => {
    expect(isPayable({ status: 'approved', paymentStatus: 'pending' })).toBe(true);
    expect(isPayable({ status: 'approved', paymentStatus: null })).toBe(true);
    expect(isPayable({ status: 'approved', paymentStatus: 'failed' })).toBe(true);
    expect(isPayable({ status: 'approved', paymentStatus: 'paid' })).toBe(false);
    expect(isPayable({ status: 'in_review', paymentStatus: 'pending' })).toBe(false);
    expect(isPayable({ status: 'active', paymentStatus: 'pending' })).toBe(false);
  });
});

describe('isClubPayable', () => {
  it('shows Pay Now when payment is pending and the club is past review', () => {
    expect(isClubPayable({ status: 'approved', paymentStatus: 'pending' })).toBe(true);
    expect(isClubPayable({ status: 'pending_payment', paymentStatus: 'pending' })).toBe(true);
  });

  it('hides Pay Now while invited, received or in review, or when not pending', () => {
    expect(isClubPayable({ status: 'invite_created', paymentStatus: 'pending' })).toBe(false);
    expect(isClubPayable({ status: 'application_received', paymentStatus: 'pending' })).toBe(false);
    expect(isClubPayable({ status: 'in_review', paymentStatus: 'pending' })).toBe(false);
    expect(isClubPayable({ status: 'approved', paymentStatus: 'paid' })).toBe(false);
    expect(isClubPayable({ status: 'approved', paymentStatus: null })).toBe(false);
  });
});

describe('memberBadge', () => {
  const today = '2025-06-15';

  it('shows In Review and Approved whatever the join date', () => {
    expect(memberBadge({ status: 'in_review', joinDate: '2000-01-01' }, today)).toBe('in_review');
    expect(memberBadge({ status: 'approved', joinDate: null }, today)).toBe('approved');
  });

  it('shows Trial for active, paid or status-less members who joined under a year ago', () => {
    expect(memberBadge({ status: 'active', joinDate: '2024-06-16' }, today)).toBe('trial');
    expect(memberBadge({ status: 'paid', joinDate: '2025-01-01' }, today)).toBe('trial');
    expect(memberBadge({ status: null, joinDate: '2025-01-01' }, today)).toBe('trial');
    expect(
      memberBadge(
        { status: 'pending_payment', paymentStatus: 'paid', joinDate: '2025-01-01' },
        today,
      ),
    ).toBe('trial');
  });

  it('drops the Trial badge on the first anniversary of joining', () => {
    expect(memberBadge({ status: 'active', joinDate: '2024-06-15' }, today)).toBeNull();
    expect(memberBadge({ status: 'active', joinDate: '2024-02-29' }, '2025-02-27')).toBe('trial');
    expect(memberBadge({ status: 'active', joinDate: '2024-02-29' }, '2025-02-28')).toBeNull();
  });

  it('shows nothing for closed members, missing join dates or other statuses', () => {
    expect(
      memberBadge({ status: 'suspended', paymentStatus: 'paid', joinDate: '2025-01-01' }, today),
    ).toBeNull();
    expect(memberBadge({ status: 'expired', joinDate: '2025-01-01' }, today)).toBeNull();
    expect(memberBadge({ status: 'active', joinDate: null }, today)).toBeNull();
    expect(memberBadge({ status: 'active', joinDate: 'yesterday' }, today)).toBeNull();
  });
});

describe('isAccountComplete', () => {
  const complete = {
    firstName: 'Min',
    lastName: 'Park',
    phone: '312-555-0100',
    dateOfBirth: '1990-01-01',
    gender: 'female',
  };

  it('is complete when first and last name, phone, date of birth and gender are present', () => {
    expect(isAccountComplete(complete)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'phone', 'dateOfBirth', 'gender'] as const)(
    'is incomplete when %s is blank',
    (field) => {
      expect(isAccountComplete({ ...complete, [field]: '  ' })).toBe(false);
      expect(isAccountComplete({ ...complete, [field]: null })).toBe(false);
    },
  );

  it('is incomplete when there is no account', () => {
    expect(isAccountComplete(null)).toBe(false);
  });
});

describe('isListedClubStatus', () => {
  it('When a club is approved or active, then athletes may pick it as their school', () => {
    expect(isListedClubStatus('approved')).toBe(true);
    expect(isListedClubStatus('active')).toBe(true);
  });

  it('When a club is invited, in review, suspended or unknown, then it is not listed', () => {
    expect(isListedClubStatus('invite_created')).toBe(false);
    expect(isListedClubStatus('in_review')).toBe(false);
    expect(isListedClubStatus('suspended')).toBe(false);
    expect(isListedClubStatus(undefined)).toBe(false);
  });
});

describe('needsStatusReason', () => {
  it.each([
    ['active', 'suspended', true],
    ['in_review', 'active', true],
    ['suspended', 'cancelled', true],
    ['active', 'active', false],
    ['in_review', 'approved', false],
    ['active', 'expired', false],
    ['active', undefined, false],
  ] as const)('from %s to %s: %s', (current, requested, expected) => {
    expect(needsStatusReason(current, requested)).toBe(expected);
  });
});
