import {
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

import { accountAccessOf, createAccount, accountMailLanguageOf, storedAccountOf } from './accounts';

const AT = new Date('2027-03-01T12:00:00Z');
const stamp = Timestamp.fromDate(AT);

describe('accounts collection', () => {
  it('When an account is read, then its timestamps are dates and its bookkeeping fields stay out', () => {
    const account = storedAccountOf('uid-1', {
      uid: 'uid-1',
      email: 'ana@example.com',
      role: 'member',
      firstName: 'Ana',
      lastName: 'Ruiz',
      createdAt: stamp,
      updatedAt: stamp,
      lastLoginAt: stamp,
      searchTokens: ['ana'],
      tokensRevokedAt: stamp,
    });
    expect(account).toMatchObject({
      uid: 'uid-1',
      email: 'ana@example.com',
      createdAt: AT,
      lastLoginAt: AT,
      deletedAt: null,
      deletionRequestedAt: null,
    });
    expect(account).not.toHaveProperty('searchTokens');
    expect(account).not.toHaveProperty('tokensRevokedAt');
  });

  it("When mail goes to an account, then it is in the account's language, English when none or unknown", () => {
    expect(accountMailLanguageOf({ preferredLanguage: 'es' })).toBe('es');
    expect(accountMailLanguageOf({ preferredLanguage: 'fr' })).toBe('en');
    expect(accountMailLanguageOf(undefined)).toBe('en');
  });

  it('When an account is created, then it is written with the fields the searches use', () => {
    const writes: { path: string; data: DocumentData }[] = [];
    const db = {
      collection: (name: string) => ({ doc: (id: string) => ({ path: `${name}/${id}` }) }),
    } as unknown as Firestore;
    const tx = {
      create: (ref: { path: string }, data: DocumentData) => writes.push({ path: ref.path, data }),
    } as unknown as Transaction;
    const account = storedAccountOf('uid-1', {
      email: 'Ana@Example.com',
      firstName: 'Ana',
      lastName: 'Ruiz',
      createdAt: stamp,
      updatedAt: stamp,
    });
    createAccount(tx, db, account);
    expect(writes).toEqual([
      {
        path: 'accounts/uid-1',
        data: expect.objectContaining({
          uid: 'uid-1',
          firstNameLower: 'ana',
          emailLower: 'ana@example.com',
        }),
      },
    ]);
  });

  it('When sign-in or claims read an account, then they see its role, whether it is trashed and when its sessions were ended', () => {
    expect(accountAccessOf({ role: 'admin', deletedAt: stamp, tokensRevokedAt: stamp })).toEqual({
      role: 'admin',
      trashed: true,
      tokensRevokedAt: AT,
    });
    expect(accountAccessOf({})).toEqual({ role: '', trashed: false, tokensRevokedAt: null });
  });
});
