import {
  adminMembershipUpdateSchema,
  adminMembershipsQuerySchema,
  clubUpdateSchema,
  statusReasonSchema,
} from './admin';
import { validateInput } from './validate';

describe('adminMembershipsQuerySchema', () => {
  it("treats 'all' as no filter and casts paging from query strings", async () => {
    const result = await validateInput(adminMembershipsQuerySchema, {
      skip: '20',
      limit: '10',
      status: 'all',
      role: 'coach',
    });
    expect(result).toEqual({
      ok: true,
      value: { skip: 20, limit: 10, role: 'coach' },
    });
  });
  it('accepts not_yet_eligible and refuses a page larger than 100', async () => {
    expect(
      (await validateInput(adminMembershipsQuerySchema, { status: 'not_yet_eligible' })).ok,
    ).toBe(true);
    expect((await validateInput(adminMembershipsQuerySchema, { limit: '1000' })).ok).toBe(false);
  });
});

describe('adminMembershipUpdateSchema', () => {
  it('maps legacy pending to pending_payment and rejected to cancelled', async () => {
    const pending = await validateInput(adminMembershipUpdateSchema, { status: 'pending' });
    const rejected = await validateInput(adminMembershipUpdateSchema, { status: 'Rejected' });
    expect(pending).toEqual({
      ok: true,
      value: expect.objectContaining({ status: 'pending_payment' }),
    });
    expect(rejected).toEqual({ ok: true, value: expect.objectContaining({ status: 'cancelled' }) });
  });
  it('refuses the club-only status invite_created for a membership', async () => {
    const result = await validateInput(adminMembershipUpdateSchema, { status: 'invite_created' });
    expect(result.ok).toBe(false);
  });
});

describe('clubUpdateSchema', () => {
  it('accepts invite_created for a club and refuses an unknown status', async () => {
    expect((await validateInput(clubUpdateSchema, { status: 'invite_created' })).ok).toBe(true);
    expect((await validateInput(clubUpdateSchema, { status: 'archived' })).ok).toBe(false);
  });
});

describe('statusReasonSchema', () => {
  it('trims the reason and takes up to 500 characters', async () => {
    expect(await validateInput(statusReasonSchema, { reason: '  Fee paid  ' })).toEqual({
      ok: true,
      value: { reason: 'Fee paid' },
    });
    expect((await validateInput(statusReasonSchema, { reason: 'x'.repeat(500) })).ok).toBe(true);
  });

  it.each([{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }])(
    'refuses %j',
    async (body) => {
      expect((await validateInput(statusReasonSchema, body)).ok).toBe(false);
    },
  );
});

describe('the expiry filter of the admin lists', () => {
  it('accepts within_30_days and refuses an unknown one', async () => {
    expect(
      (await validateInput(adminMembershipsQuerySchema, { expiry: 'within_30_days' })).ok,
    ).toBe(true);
    expect((await validateInput(adminMembershipsQuerySchema, { expiry: 'soon' })).ok).toBe(false);
  });
});
