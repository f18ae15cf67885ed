import {
  clearIncompleteRegistration,
  INCOMPLETE_REGISTRATION_KEY,
  readIncompleteRegistration,
  saveIncompleteRegistration,
} from './incomplete-registration';
import { REGISTRATION_DATA_KEY, saveRegistrationSummary } from './registration-summary';
import { readSelectedTier, rememberTier, SELECTED_TIER_KEY } from './selected-tier';

beforeEach(() => sessionStorage.clear());

describe('the selected tier', () => {
  it('keeps a valid ?tier= in session storage for the rest of the visit', () => {
    expect(rememberTier('basic')).toBe('basic');
    expect(sessionStorage.getItem(SELECTED_TIER_KEY)).toBe('basic');
    expect(rememberTier(null)).toBe('basic');
  });

  it('ignores an unknown tier and keeps the stored one', () => {
    sessionStorage.setItem(SELECTED_TIER_KEY, 'champion');
    expect(rememberTier('club')).toBe('champion');
    expect(sessionStorage.getItem(SELECTED_TIER_KEY)).toBe('champion');
  });

  it('answers null when nothing valid is stored', () => {
    sessionStorage.setItem(SELECTED_TIER_KEY, 'premium');
    expect(readSelectedTier()).toBeNull();
  });
});

describe('the incomplete email registration', () => {
  it('is read back for the same user and removed on demand', () => {
    saveIncompleteRegistration({ uid: 'u1', email: 'a@example.com', tier: 'basic' });
    expect(readIncompleteRegistration('u1')).toEqual({
      uid: 'u1',
      email: 'a@example.com',
      tier: 'basic',
    });
    clearIncompleteRegistration();
    expect(readIncompleteRegistration('u1')).toBeNull();
  });

  it('is ignored for another user and when it is not readable', () => {
    saveIncompleteRegistration({ uid: 'u1', email: 'a@example.com', tier: 'basic' });
    expect(readIncompleteRegistration('u2')).toBeNull();
    sessionStorage.setItem(INCOMPLETE_REGISTRATION_KEY, '{not json');
    expect(readIncompleteRegistration('u1')).toBeNull();
  });
});

describe('the registration summary', () => {
  it('is stored in the shape the join page reads', () => {
    saveRegistrationSummary({
      personalInfo: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' },
      taekwondoInfo: { role: 'athlete', beltRank: 'green' },
    });
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_DATA_KEY) ?? '')).toEqual({
      personalInfo: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' },
      taekwondoInfo: { role: 'athlete', beltRank: 'green' },
    });
  });
});
