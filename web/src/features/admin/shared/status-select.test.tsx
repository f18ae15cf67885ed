import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../testing/render-with-providers';

import { StatusSelect } from './status-select';

const OPTIONS = [
  { value: 'approved', labelId: 'memberTable.status.approved' },
  { value: 'active', labelId: 'memberTable.status.active' },
];

const renderSelect = (value: string | null, onChange = jest.fn()) => {
  renderWithProviders(
    <StatusSelect value={value} options={OPTIONS} recordName="Ana Lopez" onChange={onChange} />,
  );
  return screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status of Ana Lopez' });
};

describe('StatusSelect', () => {
  it('shows the current status and reports the one picked', async () => {
    const onChange = jest.fn();
    const select = renderSelect('approved', onChange);
    expect(select).toHaveDisplayValue('APPROVED');
    await userEvent.selectOptions(select, 'ACTIVE');
    expect(onChange).toHaveBeenCalledWith('active');
  });

  it('shows a status none of its options name as blank, not as the first option', () => {
    expect(renderSelect('expired')).toHaveDisplayValue('');
  });
});
