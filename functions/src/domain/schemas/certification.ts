import { number, type InferType } from 'yup';

import { CERTIFICATION_KINDS } from '../certifications';
import { isValidIsoDate } from '../dates';
import { REFEREE_LEVELS } from '../enums';

import {
  isoDateField,
  messageKey,
  oneOfText,
  recordIdField,
  requiredText,
  strictObject,
} from './fields';
import { INVALID_TYPE_MESSAGE, REQUIRED_MESSAGE } from './message-keys';

export const DOCUMENT_REFERENCE_MAX = 120;
export const CERTIFICATIONS_PAGE_SIZE = 20;
export const CERTIFICATIONS_MAX_PAGE_SIZE = 100;

const toNull = () => null;

/**
 * POST /memberships/{id}/certifications (admin) and the console's form: the kind, the
 * document's reference, when it was issued and its last valid day; a referee licence also
 * its level (other kinds have none).
 */
export const certificationInputSchema = strictObject({
  kind: oneOfText(CERTIFICATION_KINDS).required(REQUIRED_MESSAGE),
  document_reference: requiredText(DOCUMENT_REFERENCE_MAX),
  issued_on: isoDateField().nullable().default(null),
  expires_on: isoDateField()
    .required(REQUIRED_MESSAGE)
    .test('after-issue', messageKey('validation.expiresBeforeIssued'), (value, context) => {
      const issued: unknown = context.parent.issued_on;
      return !isValidIsoDate(value) || !isValidIsoDate(issued) || value >= issued;
    }),
  level: oneOfText(REFEREE_LEVELS)
    .nullable()
    .when('kind', {
      is: 'referee_licence',
      then: (schema) => schema.nonNullable(REQUIRED_MESSAGE).required(REQUIRED_MESSAGE),
      otherwise: (schema) => schema.default(null).transform(toNull),
    }),
});

export type CertificationInput = InferType<typeof certificationInputSchema>;

/** GET /memberships/{id}/certifications (admin): a page of one membership's certifications. */
export const certificationsQuerySchema = strictObject({
  limit: number()
    .typeError(INVALID_TYPE_MESSAGE)
    .integer()
    .min(1)
    .max(CERTIFICATIONS_MAX_PAGE_SIZE)
    .default(CERTIFICATIONS_PAGE_SIZE),
  // The previous page's last certification: the next page starts after it.
  after: recordIdField().optional(),
});

export type CertificationsQuery = InferType<typeof certificationsQuerySchema>;
