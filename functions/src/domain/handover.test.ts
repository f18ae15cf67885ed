import {
  acceptRefusal,
  cancelRefusal,
  completedHandover,
  dueHandover,
  eighteenthBirthday,
  handoverInviteProblem,
  handoverLink,
  handoverStateOf,
  inviteRefusal,
  parentReaderOf,
  shouldMarkDue,
  type HandoverInviteState,
  type HandoverSubject,
} from './handover';
import { handoverAcceptSchema, handoverInvitationSchema } from './schemas/handover';
import { validateInput } from './schemas/validate';

const subject = (fields: Partial<HandoverSubject> = {}): HandoverSubject => ({
  dateOfBirth: '2009-06-15',
  isSelfRegistration: false,
  deletedAt: null,
  handover: null,
  ...fields,
});

describe('eighteenthBirthday', () => {
  it('is the same calendar day 18 years on, whatever the runtime timezone', () => {
    expect(eighteenthBirthday('2009-06-15')).toBe('2027-06-15');
    expect(eighteenthBirthday('2009-12-31')).toBe('2027-12-31');
    expect(eighteenthBirthday('2009-01-01')).toBe('2027-01-01');
  });

  it('moves 29 February to 1 March when the 18th year is not a leap year', () => {
    expect(eighteenthBirthday('2008-02-29')).toBe('2026-03-01');
    expect(eighteenthBirthday('2010-02-28')).toBe('2028-02-28');
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => eighteenthBirthday('2009-6-15')).toThrow(RangeError);
  });
});

describe('handoverStateOf and shouldMarkDue', () => {
  it('is not_due the day before the 18th birthday, due on the day and after', () => {
    expect(handoverStateOf(subject(), '2027-06-14')).toBe('not_due');
    expect(handoverStateOf(subject(), '2027-06-15')).toBe('due');
    expect(handoverStateOf(subject(), '2028-01-01')).toBe('due');
    expect(shouldMarkDue(subject(), '2027-06-14')).toBe(false);
    expect(shouldMarkDue(subject(), '2027-06-15')).toBe(true);
  });

  it('never applies to an athlete who registered themselves, nor a trashed record', () => {
    expect(handoverStateOf(subject({ isSelfRegistration: true }), '2030-01-01')).toBe('not_due');
    expect(handoverStateOf(subject({ deletedAt: new Date() }), '2030-01-01')).toBe('not_due');
  });

  it('reads the stored state once there is one, and marks nothing twice', () => {
    const invited = { ...dueHandover('2009-06-15', new Date()), state: 'invited' as const };
    expect(handoverStateOf(subject({ handover: invited }), '2027-06-20')).toBe('invited');
    expect(shouldMarkDue(subject({ handover: invited }), '2027-06-20')).toBe(false);
  });

  it('a leap-day athlete is due on 1 March of a non-leap year, not on 28 February', () => {
    const leap = subject({ dateOfBirth: '2008-02-29' });
    expect(shouldMarkDue(leap, '2026-02-28')).toBe(false);
    expect(shouldMarkDue(leap, '2026-03-01')).toBe(true);
  });
});

describe('who may do what', () => {
  const parent = { uid: 'parent', isAdmin: false };
  const admin = { uid: 'admin', isAdmin: true };
  const stranger = { uid: 'other', isAdmin: false };

  it('the holder and administrators invite once due; others never', () => {
    expect(inviteRefusal(parent, 'parent', 'due')).toBeNull();
    expect(inviteRefusal(admin, 'parent', 'due')).toBeNull();
    expect(inviteRefusal(stranger, 'parent', 'due')).toBe('forbidden');
    expect(inviteRefusal(parent, 'parent', 'not_due')).toBe('not_due');
    expect(inviteRefusal(parent, 'parent', 'completed')).toBe('completed');
  });

  it('a resend replaces an invitation; a declined or cancelled one may be sent again', () => {
    expect(inviteRefusal(parent, 'parent', 'invited')).toBeNull();
    expect(inviteRefusal(parent, 'parent', 'declined')).toBeNull();
    expect(inviteRefusal(parent, 'parent', 'cancelled')).toBeNull();
  });

  it('only an invitation in flight can be cancelled, by the holder or an administrator', () => {
    expect(cancelRefusal(parent, 'parent', 'invited')).toBeNull();
    expect(cancelRefusal(admin, 'parent', 'invited')).toBeNull();
    expect(cancelRefusal(stranger, 'parent', 'invited')).toBe('forbidden');
    expect(cancelRefusal(parent, 'parent', 'due')).toBe('not_invited');
    expect(cancelRefusal(parent, 'parent', 'completed')).toBe('completed');
  });
});

describe('invitations', () => {
  const now = new Date('2027-06-20T12:00:00Z');
  const invite = (fields: Partial<HandoverInviteState> = {}): HandoverInviteState => ({
    membershipId: 'm-1',
    fromUid: 'parent',
    email: 'leo@example.test',
    expiresAt: new Date('2027-07-01T00:00:00Z'),
    usedAt: null,
    cancelledAt: null,
    ...fields,
  });

  it('is unknown, used, expired (or cancelled), else usable', () => {
    expect(handoverInviteProblem(null, now)).toBe('unknown');
    expect(handoverInviteProblem(invite({ usedAt: now }), now)).toBe('used');
    expect(handoverInviteProblem(invite({ cancelledAt: now }), now)).toBe('expired');
    expect(handoverInviteProblem(invite({ expiresAt: now }), now)).toBe('expired');
    expect(handoverInviteProblem(invite(), now)).toBeNull();
  });

  it('only the invited address, verified, on another account accepts', () => {
    const athlete = { uid: 'athlete', email: ' Leo@Example.test ', emailVerified: true };
    expect(acceptRefusal(athlete, invite())).toBeNull();
    expect(acceptRefusal({ ...athlete, emailVerified: false }, invite())).toBe('email_unverified');
    expect(acceptRefusal({ ...athlete, email: 'x@example.test' }, invite())).toBe('wrong_email');
    expect(acceptRefusal({ ...athlete, email: null }, invite())).toBe('wrong_email');
    expect(acceptRefusal({ ...athlete, uid: 'parent' }, invite())).toBe('same_account');
  });

  it('links to /handover?code= on the site', () => {
    expect(handoverLink('https://x.org', 'a-b_c')).toBe('https://x.org/handover?code=a-b_c');
  });
});

describe('completion and the parent read access', () => {
  const at = new Date('2027-06-20T12:00:00Z');
  const due = dueHandover('2009-06-15', at);

  it('records who it moved from and to, and the parent keeps reading only when granted', () => {
    const granted = completedHandover(due, 'parent', 'athlete', true, at);
    expect(granted).toMatchObject({ state: 'completed', fromUid: 'parent', toUid: 'athlete' });
    expect(parentReaderOf(granted)).toBe('parent');
    expect(parentReaderOf(completedHandover(due, 'parent', 'athlete', false, at))).toBeNull();
    expect(parentReaderOf(due)).toBeNull();
    expect(parentReaderOf(null)).toBeNull();
  });
});

describe('the shared schemas', () => {
  it('requires a well-formed email, trimmed', async () => {
    expect(await validateInput(handoverInvitationSchema, { email: ' leo@example.test ' })).toEqual({
      ok: true,
      value: { email: 'leo@example.test' },
    });
    expect(await validateInput(handoverInvitationSchema, { email: '' })).toEqual({
      ok: false,
      errors: [{ field: 'email', message: 'validation.required' }],
    });
    expect(await validateInput(handoverInvitationSchema, { email: 'leo@' })).toEqual({
      ok: false,
      errors: [{ field: 'email', message: 'validation.email' }],
    });
  });

  it('requires the read-access choice as a boolean', async () => {
    expect(await validateInput(handoverAcceptSchema, { parent_read_access: false })).toEqual({
      ok: true,
      value: { parent_read_access: false },
    });
    expect(await validateInput(handoverAcceptSchema, {})).toEqual({
      ok: false,
      errors: [{ field: 'parent_read_access', message: 'validation.required' }],
    });
  });
});
