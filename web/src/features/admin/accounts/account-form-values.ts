import { isOneOf, type AccountRole } from '@domain/enums';
import { adminAccountUpdateSchema } from '@domain/schemas/account';
import { ValidationError } from 'yup';

import {
  adminAccountBody,
  type AccountFormValues,
} from '../../../components/account-form/account-form-values';
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

export type AccountFormErrors = Partial<Record<keyof AccountFormValues, string>>;

const isFormField = (values: AccountFormValues, key: string): key is keyof AccountFormValues =>
  Object.hasOwn(values, key);

/**
 * The domain's check of what the dialog would send, each message key under its form field
 * (an address field's under its own name).
 */
export function accountFormErrors(values: AccountFormValues): AccountFormErrors {
  try {
    adminAccountUpdateSchema.validateSync(adminAccountBody(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: AccountFormErrors = {};
    for (const issue of error.inner) {
      const key = (issue.path ?? '').replace(/^address\./, '');
      if (isFormField(values, key)) errors[key] ??= issue.message;
    }
    return errors;
  }
}
