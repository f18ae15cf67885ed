import Grid from '@mui/material/Grid';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';

import { renderWithProviders } from '../../testing/render-with-providers';

import { FormTextFieldCells, type TextFieldCell } from './form-text-field-cells';

interface Values {
  first_name: string;
  gender: string;
}

function Form({ fields }: { fields: readonly (TextFieldCell | false)[] }) {
  const formik = useFormik<Values>({
    initialValues: { first_name: 'Ana', gender: '' },
    onSubmit: () => undefined,
  });
  return (
    <Grid container>
      <FormTextFieldCells formik={formik} fields={fields} idPrefix="test" />
      <output>{formik.values.first_name}</output>
    </Grid>
  );
}

describe('FormTextFieldCells', () => {
  it('shows each field, in order, bound to its form value', async () => {
    renderWithProviders(
      <Form
        fields={[
          { name: 'first_name', labelId: 'registration.field.firstName', required: true },
          {
            name: 'gender',
            labelId: 'registration.field.gender',
            options: [{ value: 'female', label: 'Female' }],
            columns: 12,
          },
        ]}
      />,
    );
    const firstName = screen.getByRole('textbox', { name: /^First name/ });
    expect(firstName).toBeRequired();
    expect(firstName).toHaveValue('Ana');
    expect(firstName).toHaveAttribute('id', 'test-first_name');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('');
    expect(firstName.compareDocumentPosition(screen.getByRole('combobox'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.type(firstName, 'ya');
    expect(screen.getByRole('status')).toHaveTextContent('Anaya');
  });

  it('leaves out a field given as false', () => {
    renderWithProviders(
      <Form fields={[{ name: 'first_name', labelId: 'registration.field.firstName' }, false]} />,
    );
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Gender')).not.toBeInTheDocument();
  });
});
