import type { StoredAccount } from '../../firestore/collections/accounts';

export type AccountProfile = Pick<
  StoredAccount,
  'firstName' | 'lastName' | 'phone' | 'dateOfBirth' | 'gender' | 'address'
>;
