import Grid from '@mui/material/Grid';
import type { FormikProps } from 'formik';

import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** One field of the list: FormTextField's props, and its width in the grid. */
export type TextFieldCell = Omit<FormTextFieldProps<unknown>, 'formik' | 'idPrefix'> & {
  /** Of the grid's 12 columns from the sm breakpoint up (the whole row on a phone); 6 if not given. */
  columns?: 4 | 6 | 8 | 12;
};

export interface FormTextFieldCellsProps<Values> {
  formik: FormikProps<Values>;
  /** The fields in order; `false` stands for a field the form does not ask for now. */
  fields: readonly (TextFieldCell | false)[];
  idPrefix?: string;
}

/** Formik-bound text fields, each in its own cell of the surrounding `<Grid container>`. */
export function FormTextFieldCells<Values>({
  formik,
  fields,
  idPrefix,
}: FormTextFieldCellsProps<Values>) {
  return fields
    .filter((cell): cell is TextFieldCell => cell !== false)
    .map(({ columns = 6, ...field }) => (
      <Grid key={field.name} size={{ xs: 12, sm: columns }}>
        <FormTextField formik={formik} idPrefix={idPrefix} {...field} />
      </Grid>
    ));
}
