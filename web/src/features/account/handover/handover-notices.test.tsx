import { apiErrorBody } from '@domain/api-messages';
import type { HandoverWire } from '@domain/wire/handover';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiError, apiHandler, apiServer, sentTo, serveApi } from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { HandoverNotices } from './handover-notices';

jest.mock('../../../lib/firebase/load-firebase');
jest.setTimeout(30_000);

const due: HandoverWire = {
  membership_id: 'm-1',
  athlete_name: 'Leo Novak',
  member_id: 'IL-2026-000042',
  state: 'due',
  due_on: '2027-06-15',
  invited_email: null,
  invited_at: null,
  expires_at: null,
  completed_at: null,
  parent_read_access: null,
};
const invited: HandoverWire = {
  ...due,
  state: 'invited',
  invited_email: 'leo@example.test',
  invited_at: '2027-06-20T15:00:00.000Z',
  expires_at: '2027-07-04T15:00:00.000Z',
};

function renderNotices(locale: 'en' | 'es' = 'en') {
  return renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <HandoverNotices />
    </ConfigContext.Provider>,
    { locale },
  );
}

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-parent'));
});

describe('HandoverNotices', () => {
  it('shows nothing when no membership is due', async () => {
    apiServer.use(apiHandler('GET /handover/me', () => ({ handovers: [] })));
    const { container } = renderNotices();
    await waitFor(() => expect(sentTo('GET /handover/me')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('asks the parent for the athlete email, checks it with the shared schema, then sends it', async () => {
    let state = due;
    apiServer.use(
      apiHandler('GET /handover/me', () => ({ handovers: [state] })),
      apiHandler('POST /memberships/{id}/handover/invitation', () => {
        state = invited;
        return invited;
      }),
    );
    renderNotices();
    expect(
      await screen.findByText(
        'Leo Novak turns 18 — give their email so they can take over their membership',
      ),
    ).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: "Athlete's own email" });
    await userEvent.type(email, 'leo@');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(sentTo('POST /memberships/{id}/handover/invitation')).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, ' leo@example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to Leo Novak')).toBeInTheDocument();
    expect(sentTo('POST /memberships/{id}/handover/invitation')).toEqual([
      expect.objectContaining({ params: { id: 'm-1' }, body: { email: 'leo@example.test' } }),
    ]);
    expect(screen.getByText(/We sent the invitation to leo@example.test/)).toBeInTheDocument();
  });

  it('cancels an invitation only after confirming', async () => {
    let state = invited;
    apiServer.use(
      apiHandler('GET /handover/me', () => ({ handovers: [state] })),
      apiHandler('DELETE /memberships/{id}/handover/invitation', () => {
        state = { ...due, state: 'cancelled' };
        return state;
      }),
    );
    renderNotices();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the invitation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentTo('DELETE /memberships/{id}/handover/invitation')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Cancel invitation' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel the invitation?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() =>
      expect(sentTo('DELETE /memberships/{id}/handover/invitation')).toHaveLength(1),
    );
    expect(
      await screen.findByText(
        'Leo Novak turns 18 — give their email so they can take over their membership',
      ),
    ).toBeInTheDocument();
  });

  it('resends with a new email, and shows the refusal of the API in Spanish', async () => {
    apiServer.use(
      apiHandler('GET /handover/me', () => ({ handovers: [invited] })),
      apiHandler('POST /memberships/{id}/handover/invitation', () =>
        apiError(409, apiErrorBody('DUPLICATE_RESOURCE', 'handover.completed')),
      ),
    );
    renderNotices('es');
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Correo propio del atleta' }),
      'leo@example.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar de nuevo' }));
    expect(await screen.findByText('Esta membresía ya fue traspasada.')).toBeInTheDocument();
  });
});
