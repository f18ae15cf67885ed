import { normaliseForSearch, searchTokens } from '../../domain/search-text';

import type { AccountDoc } from './account.model';

/** Normalised copies, and the tokens an administrator's search finds the account by. */
export function accountSearchFields(account: Pick<AccountDoc, 'firstName' | 'lastName' | 'email'>) {
  return {
    firstNameLower: normaliseForSearch(account.firstName),
    lastNameLower: normaliseForSearch(account.lastName),
    emailLower: normaliseForSearch(account.email),
    searchTokens: searchTokens([account.firstName, account.lastName, account.email]),
  };
}

/** Bookkeeping and derived search copies: no one's edit, so never in the audit log. */
export const ACCOUNT_NOT_AUDITED = [
  'updatedAt',
  'lastLoginAt',
  'firstNameLower',
  'lastNameLower',
  'emailLower',
  'searchTokens',
];
