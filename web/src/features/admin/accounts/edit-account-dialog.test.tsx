import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, sentTo, serveApi } from '../../../testing/api-server';
import { accountRecord } from '../../../testing/records';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { EditAccountDialog } from './edit-account-dialog';

jest.mock('../../../lib/firebase/load-firebase');

// MUI selects are slow to drive on a shared machine.
jest.setTimeout(30_000);

const instructor = accountRecord({
  id: 'u-kim',
  email: 'kim@example.org',
  role: 'instructor',
  firstName: 'Kim',
  lastName: 'Park',
  phone: null,
  address: null,
});

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
  apiServer.use(
    apiHandler('PUT /accounts/{id}', ({ params }) => ({ ...COMPLETE_ACCOUNT, id: params.id })),
    apiHandler('GET /audit', () => ({ entries: [] })),
  );
});

/** The accounts each save was sent to, with the role it sent. */
const saved = () =>
  sentTo('PUT /accounts/{id}').map(({ params, body }) => ({
    id: params.id,
    role: 'role' in body ? body.role : undefined,
  }));

function renderDialog() {
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <EditAccountDialog account={instructor} onClose={jest.fn()} onSaved={jest.fn()} />
    </ConfigContext.Provider>,
  );
  return userEvent.setup({ delay: null });
}

describe('EditAccountDialog and an instructor', () => {
  it('keeps the role instructor when the administrator saves without touching it', async () => {
    const user = renderDialog();
    expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveTextContent('Instructor');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved()).toEqual([{ id: 'u-kim', role: 'instructor' }]));
  });

  it('changes the role only when another one is chosen', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(screen.getByRole('option', { name: 'Member' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved()).toEqual([{ id: 'u-kim', role: 'member' }]));
  });
});

describe('EditAccountDialog and the domain schema', () => {
  it("refuses a phone number the API would refuse, with the schema's message", async () => {
    const user = renderDialog();
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(saved()).toEqual([]);
  });
});
