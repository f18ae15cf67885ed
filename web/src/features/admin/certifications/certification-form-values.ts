import type { CertificationKind } from '@domain/certifications';
import type { RefereeLevel } from '@domain/enums';
import { certificationInputSchema, type CertificationInput } from '@domain/schemas/certification';
import { validateInput } from '@domain/schemas/validate';
import type { FormikErrors } from 'formik';

/** The record form's fields, as text inputs hold them. */
export interface CertificationFormValues {
  kind: CertificationKind | '';
  document_reference: string;
  issued_on: string;
  expires_on: string;
  level: RefereeLevel | '';
}

export const EMPTY_CERTIFICATION: CertificationFormValues = {
  kind: '',
  document_reference: '',
  issued_on: '',
  expires_on: '',
  level: '',
};

export type CertificationCheck =
  | { ok: true; body: CertificationInput }
  | { ok: false; errors: FormikErrors<CertificationFormValues> };

/** The same schema as the API: the form refuses what the server would, field by field. */
export async function checkCertification(
  values: CertificationFormValues,
): Promise<CertificationCheck> {
  const result = await validateInput(certificationInputSchema, {
    kind: values.kind,
    document_reference: values.document_reference,
    issued_on: values.issued_on || null,
    expires_on: values.expires_on,
    level: values.kind === 'referee_licence' ? values.level || null : null,
  });
  if (result.ok) return { ok: true, body: result.value };
  const errors: FormikErrors<CertificationFormValues> = {};
  for (const { field, message } of result.errors) {
    if (field in EMPTY_CERTIFICATION && !errors[field as keyof CertificationFormValues]) {
      errors[field as keyof CertificationFormValues] = message;
    }
  }
  return { ok: false, errors };
}
