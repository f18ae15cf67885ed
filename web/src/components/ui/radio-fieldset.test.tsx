import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { messages } from '../../i18n/en/index';
import { renderWithProviders } from '../../testing/render-with-providers';

import { RadioFieldset } from './radio-fieldset';

describe('RadioFieldset', () => {
  it('names the group by its legend and passes on the value chosen', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <RadioFieldset legendId="entry.chooseLabel" name="pick" value="a" onChange={onChange}>
        <FormControlLabel value="a" control={<Radio />} label="First" />
        <FormControlLabel value="b" control={<Radio />} label="Second" />
      </RadioFieldset>,
    );
    const group = screen.getByRole('group', { name: messages['entry.chooseLabel'] });
    expect(group).toContainElement(screen.getByRole('radio', { name: 'First' }));
    expect(screen.getByRole('radio', { name: 'First' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Second' }));
    expect(onChange).toHaveBeenCalledWith('b');
  });
});
