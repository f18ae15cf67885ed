import { handoverInvitationSchema } from '@domain/schemas/handover';

import { schemaFieldErrors } from '../../components/form-fields/schema-field-errors';

/** The athlete's own email, as typed. */
export interface HandoverEmailValues {
  email: string;
}

export const EMPTY_HANDOVER_EMAIL: HandoverEmailValues = { email: '' };

/** The shared schema's check of what the API would receive: message ids under `email`. */
export function handoverEmailErrors(
  values: HandoverEmailValues,
): Partial<Record<keyof HandoverEmailValues, string>> {
  return schemaFieldErrors(handoverInvitationSchema, { email: values.email }, (path) =>
    path === 'email' ? 'email' : undefined,
  );
}
