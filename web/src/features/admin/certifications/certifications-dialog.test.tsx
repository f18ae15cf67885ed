import type { CertificationWire } from '@domain/wire/certification';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, sentTo, serveApi, serverError } from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { CertificationsDialog } from './certifications-dialog';

jest.mock('../../../lib/firebase/load-firebase');
jest.setTimeout(30_000);

const certification = (fields: Partial<CertificationWire> = {}): CertificationWire => ({
  id: 'cert-1',
  membership_id: 'm-coach',
  kind: 'safesport',
  document_reference: 'SS-88213',
  issued_on: '2026-01-10',
  expires_on: '2099-01-09',
  level: null,
  recorded_by: 'root',
  created_at: '2026-11-01T12:00:00.000Z',
  ...fields,
});

const LIST = 'GET /memberships/{id}/certifications';
const serveList = (certifications: CertificationWire[]) =>
  apiServer.use(apiHandler(LIST, () => ({ certifications, next_cursor: null })));

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
});

function renderDialog(onChanged = jest.fn()) {
  const user = userEvent.setup();
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <CertificationsDialog
        membershipId="m-coach"
        name="Carla Diaz"
        onClose={jest.fn()}
        onChanged={onChanged}
      />
    </ConfigContext.Provider>,
  );
  return { user, onChanged };
}

describe('CertificationsDialog', () => {
  it("lists the coach's certifications with their reference and state", async () => {
    serveList([
      certification(),
      certification({ id: 'cert-2', kind: 'background_check', expires_on: '2020-01-01' }),
    ]);
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Certifications of Carla Diaz' })).toBeVisible();
    expect(screen.getByText('Loading certifications...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recorded certifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('SafeSport training');
    expect(items[0]).toHaveTextContent('Current');
    expect(items[0]).toHaveTextContent('Reference SS-88213');
    expect(items[1]).toHaveTextContent('Background check');
    expect(items[1]).toHaveTextContent('Expired');
  });

  it('says when none is recorded, and offers Try Again when the list fails', async () => {
    serveList([]);
    apiServer.use(apiHandler(LIST, () => serverError(), { once: true }));
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No certifications recorded yet.')).toBeVisible();
  });

  it('refuses an incomplete form field by field, then records a referee licence with its level', async () => {
    serveList([]);
    apiServer.use(
      apiHandler('POST /memberships/{id}/certifications', ({ body }) =>
        certification({
          id: 'cert-new',
          kind: body.kind,
          document_reference: body.document_reference,
          expires_on: body.expires_on,
          issued_on: body.issued_on ?? null,
          level: body.level ?? null,
        }),
      ),
    );
    const { user, onChanged } = renderDialog();
    await screen.findByText('No certifications recorded yet.');

    await user.click(screen.getByRole('button', { name: 'Record certification' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(sentTo('POST /memberships/{id}/certifications')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /Certification/ }), [
      'referee_licence',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: /Referee level/ }), ['national']);
    await user.type(screen.getByRole('textbox', { name: /Document reference/ }), 'REF-7');
    await user.type(screen.getByLabelText(/Valid through/), '2027-12-31');
    await user.click(screen.getByRole('button', { name: 'Record certification' }));

    await waitFor(() => expect(sentTo('POST /memberships/{id}/certifications')).toHaveLength(1));
    expect(sentTo('POST /memberships/{id}/certifications')[0]).toMatchObject({
      params: { id: 'm-coach' },
      body: {
        kind: 'referee_licence',
        document_reference: 'REF-7',
        issued_on: null,
        expires_on: '2027-12-31',
        level: 'national',
      },
    });
    const list = await screen.findByRole('list', { name: 'Recorded certifications' });
    expect(list).toHaveTextContent('Referee license (National)');
    expect(onChanged).toHaveBeenCalled();
  });

  it('removes a certification only after confirmation', async () => {
    serveList([certification()]);
    apiServer.use(apiHandler('DELETE /certifications/{id}', () => certification({ id: 'cert-1' })));
    const { user, onChanged } = renderDialog();
    await user.click(
      await screen.findByRole('button', { name: 'Remove SafeSport training, reference SS-88213' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove this certification?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sentTo('DELETE /certifications/{id}')).toHaveLength(0);

    await user.click(
      await screen.findByRole('button', { name: 'Remove SafeSport training, reference SS-88213' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Remove this certification?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sentTo('DELETE /certifications/{id}')).toHaveLength(1));
    expect(await screen.findByText('No certifications recorded yet.')).toBeVisible();
    expect(onChanged).toHaveBeenCalled();
  });
});
