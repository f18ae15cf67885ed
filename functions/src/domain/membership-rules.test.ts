import {
  applicationParentName,
  isSamePerson,
  ownerMayEdit,
  refusesIdentityChange,
  relationshipLabel,
} from './membership-rules';

const today = '2026-11-22';

describe('isSamePerson', () => {
  const leo = { firstName: 'Leo', lastName: 'Novak', dateOfBirth: '2015-07-18' };

  it('When names differ only in capitals, accents or spaces, then it is the same person', () => {
    expect(isSamePerson(leo, { ...leo, firstName: ' LÉO ', lastName: 'novak' })).toBe(true);
  });

  it('When the date of birth or a name differs, then it is someone else', () => {
    expect(isSamePerson(leo, { ...leo, dateOfBirth: '2015-07-19' })).toBe(false);
    expect(isSamePerson(leo, { ...leo, firstName: 'Leon' })).toBe(false);
  });
});

describe('relationshipLabel', () => {
  it("When the relationship is 'other', then the description stands in for it", () => {
    expect(relationshipLabel({ relationship: 'other', relationshipOther: 'aunt' })).toBe('aunt');
    expect(relationshipLabel({ relationship: 'guardian', relationshipOther: null })).toBe(
      'guardian',
    );
  });
});

describe('applicationParentName', () => {
  const holder = { firstName: 'Paul', lastName: 'Novak' };
  const forChild = {
    dateOfBirth: '2017-03-01',
    isSelfRegistration: false,
    relationshipToAthlete: { relationship: 'parent' as const, relationshipOther: null },
  };

  it('When a parent registers a minor, then it is the account holder with the relationship', () => {
    expect(applicationParentName(forChild, holder, today)).toBe('Paul Novak (parent)');
  });

  it('When the athlete turned 18, or registers themselves, then there is none', () => {
    expect(applicationParentName({ ...forChild, dateOfBirth: '2008-11-22' }, holder, today)).toBe(
      null,
    );
    expect(
      applicationParentName(
        { ...forChild, isSelfRegistration: true, relationshipToAthlete: null },
        holder,
        today,
      ),
    ).toBe(null);
  });

  it('When the day before the 18th birthday, then the athlete is still a minor', () => {
    expect(applicationParentName({ ...forChild, dateOfBirth: '2008-11-23' }, holder, today)).toBe(
      'Paul Novak (parent)',
    );
  });
});

describe('ownerMayEdit', () => {
  it('When the membership is in review, then its owner may not edit it', () => {
    expect(ownerMayEdit('in_review')).toBe(false);
  });

  it('When it is received, approved or active, then the owner may', () => {
    expect(ownerMayEdit('application_received')).toBe(true);
    expect(ownerMayEdit('approved')).toBe(true);
    expect(ownerMayEdit('active')).toBe(true);
  });
});

describe('refusesIdentityChange', () => {
  const person = { firstName: 'Mia', lastName: 'Santos', dateOfBirth: '2012-04-02' };

  it.each(['approved', 'active', 'expired', 'suspended', 'cancelled'] as const)(
    'When the membership is %s, then a new name or birth date is refused',
    (status) => {
      const current = { ...person, status };
      expect(refusesIdentityChange(current, { ...person, firstName: 'Ana' })).toBe(true);
      expect(refusesIdentityChange(current, { ...person, lastName: 'Diaz' })).toBe(true);
      expect(refusesIdentityChange(current, { ...person, dateOfBirth: '1990-01-01' })).toBe(true);
    },
  );

  it('When only the case or accents of a name change, then it is the same person', () => {
    expect(
      refusesIdentityChange({ ...person, status: 'active' }, { ...person, firstName: 'MÍA' }),
    ).toBe(false);
  });

  it.each(['application_received', 'pending_payment', 'in_review'] as const)(
    'When the membership is %s (before or in review), then the change is left to review',
    (status) => {
      expect(refusesIdentityChange({ ...person, status }, { ...person, firstName: 'Ana' })).toBe(
        false,
      );
    },
  );
});
