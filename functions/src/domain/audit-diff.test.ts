import { changedFieldNames } from './audit-diff';

describe('changedFieldNames', () => {
  it('names changed nested fields by path and leaves unchanged ones out', () => {
    const before = { firstName: 'Ana', address: { city: 'Chicago', zipcode: '60601' } };
    const after = { firstName: 'Ana', address: { city: 'Evanston', zipcode: '60601' } };
    expect(changedFieldNames(before, after)).toEqual(['address.city']);
  });

  it('counts a field that appears or disappears, and a changed array as one field', () => {
    const before = { phone: null, categories: ['poomsae'] };
    const after = { phone: '312-555-0100', categories: ['poomsae', 'kyorugi'], parentName: 'X' };
    expect(changedFieldNames(before, after)).toEqual(['categories', 'parentName', 'phone']);
  });

  it('compares dates by their instant and skips ignored bookkeeping fields', () => {
    const before = { at: new Date('2026-01-01T00:00:00Z'), updatedAt: new Date(1) };
    const after = { at: new Date('2026-01-01T00:00:00Z'), updatedAt: new Date(2) };
    expect(changedFieldNames(before, after, ['updatedAt'])).toEqual([]);
  });

  it('never returns the values themselves', () => {
    const names = changedFieldNames({ email: 'a@example.com' }, { email: 'b@example.com' });
    expect(names.join(' ')).not.toContain('example.com');
    expect(names).toEqual(['email']);
  });
});
