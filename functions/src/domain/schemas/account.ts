import type { InferType } from 'yup';

import { ACCOUNT_ROLES, AUTH_METHODS, GENDERS } from '../enums';

import { addressSchema } from './address';
import {
  blankToUndefined,
  emailField,
  NAME_MAX,
  oneOfText,
  optionalOneOf,
  optionalText,
  pastDateField,
  phoneField,
  recordIdField,
  requiredText,
  strictObject,
} from './fields';
import { REQUIRED_MESSAGE } from './message-keys';

const optionalAddress = () =>
  addressSchema.transform(blankToUndefined).default(undefined).optional();

const optionalProfileFields = {
  first_name: optionalText(NAME_MAX),
  last_name: optionalText(NAME_MAX),
  phone: phoneField().optional(),
  date_of_birth: pastDateField().optional(),
  gender: optionalOneOf(GENDERS),
  address: optionalAddress(),
};

/** PUT /accounts/{id} by the account holder; email is read-only and only echoed back. */
export const accountProfileSchema = strictObject({
  ...optionalProfileFields,
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  phone: phoneField().required(REQUIRED_MESSAGE),
  email: emailField().optional(),
});

/** PUT /accounts/{id} by an administrator, who may also change the email and role. */
export const adminAccountUpdateSchema = strictObject({
  ...optionalProfileFields,
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  email: emailField().required(REQUIRED_MESSAGE),
  role: oneOfText(ACCOUNT_ROLES).required(REQUIRED_MESSAGE),
});

/**
 * POST /accounts. The account is created right after sign-up, before the profile step,
 * so profile fields are optional. The client sends role 'member';
 * that is the only role accepted, and the server sets it whether sent or not.
 */
export const createAccountSchema = strictObject({
  ...optionalProfileFields,
  email: emailField().required(REQUIRED_MESSAGE),
  auth_method: oneOfText(AUTH_METHODS).required(REQUIRED_MESSAGE),
  firebase_user_id: recordIdField().optional(),
  role: optionalOneOf(['member'] as const),
});

/** PUT /accounts/{id}/complete: the fields that make an account complete, plus its address. */
export const completeAccountSchema = strictObject({
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  phone: phoneField().required(REQUIRED_MESSAGE),
  date_of_birth: pastDateField().required(REQUIRED_MESSAGE),
  gender: oneOfText(GENDERS).required(REQUIRED_MESSAGE),
  address: addressSchema.default(undefined).required(REQUIRED_MESSAGE),
  email: emailField().optional(),
});

export type AccountProfileInput = InferType<typeof accountProfileSchema>;
export type AdminAccountUpdateInput = InferType<typeof adminAccountUpdateSchema>;
export type CreateAccountInput = InferType<typeof createAccountSchema>;
export type CompleteAccountInput = InferType<typeof completeAccountSchema>;
