import { DEFAULT_COUNTRY, isOneOf, type AccountRole } from '@domain/enums';
import { adminAccountUpdateSchema, type AdminAccountUpdateInput } from '@domain/schemas/account';
import { ValidationError } from 'yup';

import type { AccountFormValues } from '../../../components/account-form/account-form-values';
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
    adminAccountUpdateSchema.validateSync(accountUpdatePayload(values), { abortEarly: false });
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

/** snake_case payload; the address only when one was typed, its apartment null when empty. */
export function accountUpdatePayload(values: AccountFormValues): AdminAccountUpdateInput {
  const payload: AdminAccountUpdateInput = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    role: values.role,
  };
  if (values.phone.trim()) payload.phone = values.phone.trim();
  const hasAddress = [values.street_number_and_name, values.city, values.zipcode].some((v) =>
    v.trim(),
  );
  if (hasAddress) {
    payload.address = {
      street_number_and_name: values.street_number_and_name.trim(),
      apt_suite_unit_number: values.apt_suite_unit_number.trim() || null,
      city: values.city.trim(),
      state: values.state.trim(),
      zipcode: values.zipcode.trim(),
      country: (values.country || DEFAULT_COUNTRY) as NonNullable<
        AdminAccountUpdateInput['address']
      >['country'],
    };
  }
  return payload;
}
