import { isOneOf, type AccountRole } from '@domain/enums';

import type { AccountRecord } from '../../../lib/records/records';

const ACCOUNT_FORM_ROLES = ['member', 'admin'] as const;

/**
 * Member and admin, plus the account's own role (instructor) so that a save which did not
 * touch the role keeps it instead of demoting the account to member.
 */
export function accountRoleOptions(account: AccountRecord): readonly AccountRole[] {
  const { role } = account;
  return isOneOf(ACCOUNT_FORM_ROLES, role) ? ACCOUNT_FORM_ROLES : [...ACCOUNT_FORM_ROLES, role];
}
