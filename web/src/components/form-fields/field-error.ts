import { getIn, type FormikProps } from 'formik';

/**
 * The message key of a field's error once the reader has left the field or tried to
 * continue; errors come from the domain schemas as catalogue ids ('validation.required').
 */
export function fieldError<Values>(formik: FormikProps<Values>, name: string): string | undefined {
  const error: unknown = getIn(formik.errors, name);
  const shown = getIn(formik.touched, name) || formik.submitCount > 0;
  return shown && typeof error === 'string' ? error : undefined;
}
