import { normaliseForSearch } from '../../domain/search-text';

import type { AccountDoc } from './account.model';

/** Normalised copies an administrator's search queries by prefix (see normaliseForSearch). */
export function accountSearchFields(account: Pick<AccountDoc, 'firstName' | 'lastName' | 'email'>) {
  return {
    firstNameLower: normaliseForSearch(account.firstName),
    lastNameLower: normaliseForSearch(account.lastName),
    emailLower: normaliseForSearch(account.email),
  };
}
