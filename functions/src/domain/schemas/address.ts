import type { InferType } from 'yup';

import { COUNTRIES, DEFAULT_COUNTRY, US_STATE_CODES } from '../enums';

import {
  messageKey,
  nullableText,
  oneOfText,
  requiredText,
  strictObject,
  text,
  upperCased,
} from './fields';
import { REQUIRED_MESSAGE } from './message-keys';

const isUnitedStates = (country: unknown) => country === DEFAULT_COUNTRY;

export const addressSchema = strictObject({
  street_number_and_name: requiredText(),
  apt_suite_unit_number: nullableText(50),
  city: requiredText(100),
  state: text(100).when('country', {
    is: isUnitedStates,
    then: (schema) =>
      schema
        .transform(upperCased)
        .required(REQUIRED_MESSAGE)
        .oneOf(US_STATE_CODES, messageKey('validation.state')),
    otherwise: (schema) => schema.optional(),
  }),
  zipcode: requiredText(20).when('country', {
    is: isUnitedStates,
    then: (schema) => schema.matches(/^\d{5}(-?\d{4})?$/, messageKey('validation.zipcode')),
  }),
  country: oneOfText(COUNTRIES).default(DEFAULT_COUNTRY),
});

export type AddressInput = InferType<typeof addressSchema>;
