import type {
  CollectionReference,
  DocumentData,
  Firestore,
  FirestoreDataConverter,
  Transaction,
} from 'firebase-admin/firestore';

import type { AccountRole, AuthMethod, Gender } from '../../domain/enums';
import { normaliseForSearch, searchTokens } from '../../domain/search-text';
import { mailLanguageFrom, type MailLanguage } from '../../mail/mail-message';
import { dateOf, dateOrNull } from '../dates';
import type { AddressDoc } from '../stored-address';

import { documentReaders } from './document-readers';

// accounts/{uid}: the person who signs in, keyed by their Auth uid. This module alone reads
// and writes its shape.

export interface StoredAccount {
  uid: string;
  email: string;
  authMethod: AuthMethod;
  role: AccountRole;
  isActive: boolean;
  firstName: string;
  lastName: string;
  phone: string | null;
  dateOfBirth: string | null;
  gender: Gender | null;
  address: AddressDoc | null;
  createdAt: Date;
  updatedAt: Date;
  lastLoginAt: Date | null;
  deletedAt: Date | null;
  // The owner asked for their personal data to be erased; an administrator confirms it.
  deletionRequestedAt: Date | null;
  // The language of emails sent with no request at hand (reminders, notices); 'en' if absent.
  preferredLanguage?: MailLanguage;
}

export function storedAccountOf(uid: string, data: DocumentData): StoredAccount {
  return {
    uid: typeof data.uid === 'string' ? data.uid : uid,
    email: data.email,
    authMethod: data.authMethod,
    role: data.role,
    isActive: data.isActive,
    firstName: data.firstName,
    lastName: data.lastName,
    phone: data.phone ?? null,
    dateOfBirth: data.dateOfBirth ?? null,
    gender: data.gender ?? null,
    address: data.address ?? null,
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    lastLoginAt: dateOrNull(data.lastLoginAt),
    deletedAt: dateOrNull(data.deletedAt),
    deletionRequestedAt: dateOrNull(data.deletionRequestedAt),
    ...(data.preferredLanguage !== undefined && {
      preferredLanguage: mailLanguageFrom(data.preferredLanguage),
    }),
  };
}

/** The language the account chose for its mail; English without an account or a choice. */
export const accountMailLanguageOf = (data: DocumentData | undefined): MailLanguage =>
  mailLanguageFrom(data?.preferredLanguage);

/** Normalised copies, and the tokens an administrator's search finds the account by. */
export function accountSearchFields(
  account: Pick<StoredAccount, 'firstName' | 'lastName' | 'email'>,
) {
  return {
    firstNameLower: normaliseForSearch(account.firstName),
    lastNameLower: normaliseForSearch(account.lastName),
    emailLower: normaliseForSearch(account.email),
    searchTokens: searchTokens([account.firstName, account.lastName, account.email]),
  };
}

export const accountConverter: FirestoreDataConverter<StoredAccount> = {
  toFirestore: (account) => ({
    ...account,
    ...accountSearchFields(account as StoredAccount),
  }),
  fromFirestore: (snapshot) => storedAccountOf(snapshot.id, snapshot.data()),
};

/** The raw collection, for listings and queries built elsewhere (read back with storedAccountOf). */
export const accountsCollection = (db: Firestore): CollectionReference => db.collection('accounts');

const typed = (db: Firestore) => accountsCollection(db).withConverter(accountConverter);

const accountReaders = documentReaders(typed);
/** The account as stored, trashed or not; null when there is none. */
export const readAccount = accountReaders.read;
export const readAccountIn = accountReaders.readIn;

/** The language of the account's mail, read in `tx` when given. */
export async function readMailLanguage(
  db: Firestore,
  uid: string,
  tx?: Transaction,
): Promise<MailLanguage> {
  const ref = accountsCollection(db).doc(uid);
  return accountMailLanguageOf((await (tx ? tx.get(ref) : ref.get())).data());
}

/** A new account, with the fields the searches use. */
export function createAccount(tx: Transaction, db: Firestore, account: StoredAccount): void {
  tx.create(accountsCollection(db).doc(account.uid), {
    ...account,
    ...accountSearchFields(account),
  });
}

/**
 * `changes` to the account, `updated` being the account they leave: its search fields
 * follow. `marks` are bookkeeping fields that are not the record's (a pending identity sync).
 */
export function updateAccount(
  tx: Transaction,
  db: Firestore,
  updated: StoredAccount,
  changes: Partial<StoredAccount>,
  marks: DocumentData = {},
): void {
  tx.update(accountsCollection(db).doc(updated.uid), {
    ...changes,
    ...accountSearchFields(updated),
    ...marks,
  });
}

/** What sign-in, claims and standings decide on; read from records of any age. */
export interface AccountAccess {
  role: string;
  trashed: boolean;
  /** When every session was last ended: a token issued before it no longer counts. */
  tokensRevokedAt: Date | null;
}

export const accountAccessOf = (data: DocumentData): AccountAccess => ({
  role: typeof data.role === 'string' ? data.role : '',
  trashed: Boolean(data.deletedAt),
  tokensRevokedAt: dateOrNull(data.tokensRevokedAt),
});

/** The account's identity, read in `tx` when given; null when there is no document. */
export async function readAccountAccess(
  db: Firestore,
  uid: string,
  tx?: Transaction,
): Promise<AccountAccess | null> {
  const ref = accountsCollection(db).doc(uid);
  const data = (await (tx ? tx.get(ref) : ref.get())).data();
  return data ? accountAccessOf(data) : null;
}
