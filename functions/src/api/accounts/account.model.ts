import type { Timestamp } from 'firebase-admin/firestore';

import type { AccountRole, AuthMethod, Gender } from '../../domain/enums';

/** accounts/{uid} as stored in Firestore (camelCase). */
export interface AddressDoc {
  streetNumberAndName: string;
  aptSuiteUnitNumber: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

export interface AccountDoc {
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
  createdAt: Timestamp;
  updatedAt: Timestamp;
  lastLoginAt: Timestamp | null;
  deletedAt: Timestamp | null;
}

export type AccountProfile = Pick<
  AccountDoc,
  'firstName' | 'lastName' | 'phone' | 'dateOfBirth' | 'gender' | 'address'
>;
