import { ref, string, type InferType } from 'yup';

import { passwordProblems, type PasswordRequirement } from '../password';

import { emailField, messageKey, strictObject } from './fields';
import { INVALID_TYPE_MESSAGE, REQUIRED_MESSAGE } from './message-keys';

// Passwords are never trimmed: spaces may be part of them.
const rawPassword = () =>
  string()
    .typeError(INVALID_TYPE_MESSAGE)
    .transform((value: unknown) => (value === null ? undefined : value))
    .max(128, messageKey('validation.tooLong'))
    .required(REQUIRED_MESSAGE);

const requirementTest = (requirement: PasswordRequirement) =>
  ({
    name: `password-${requirement}`,
    message: messageKey(`validation.password.${requirement}`),
    test: (value: string | undefined) =>
      value == null || !passwordProblems(value).includes(requirement),
  }) as const;

export const newPasswordField = () =>
  rawPassword()
    .test(requirementTest('minLength'))
    .test(requirementTest('letter'))
    .test(requirementTest('number'))
    .test(requirementTest('symbol'));

export const signUpSchema = strictObject({
  email: emailField().required(REQUIRED_MESSAGE),
  password: newPasswordField(),
  confirm_password: rawPassword().oneOf(
    [ref('password')],
    messageKey('validation.passwordMismatch'),
  ),
});

export type SignUpInput = InferType<typeof signUpSchema>;
