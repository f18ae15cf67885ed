import type { AccountRole, AuthMethod, Gender } from '../../domain/enums';
import type { AddressDoc } from '../../firestore/stored-address';
import type { MailLanguage } from '../../mail/mail-message';

/** accounts/{uid} in camelCase; the repository turns stored Timestamps into Dates. */
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
  createdAt: Date;
  updatedAt: Date;
  lastLoginAt: Date | null;
  deletedAt: Date | null;
  // The owner asked for their personal data to be erased; an administrator confirms it.
  deletionRequestedAt: Date | null;
  // The language of emails sent with no request at hand (reminders, notices); 'en' if absent.
  preferredLanguage?: MailLanguage;
}

export type AccountProfile = Pick<
  AccountDoc,
  'firstName' | 'lastName' | 'phone' | 'dateOfBirth' | 'gender' | 'address'
>;
