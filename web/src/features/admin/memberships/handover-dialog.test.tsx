import type { HandoverWire } from '@domain/wire/handover';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import {
  apiError,
  apiHandler,
  apiServer,
  sentTo,
  serveApi,
  serverError,
} from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetScreenWidth, setScreenWidth } from '../../../testing/screen-width';

import { HandoverDialog } from './handover-dialog';

jest.mock('../../../lib/firebase/load-firebase');
jest.setTimeout(30_000);

const handover = (fields: Partial<HandoverWire> = {}): HandoverWire => ({
  membership_id: 'm-leo',
  athlete_name: 'Leo Novak',
  member_id: 'IL-2026-000042',
  state: 'due',
  due_on: '2027-06-15',
  invited_email: null,
  invited_at: null,
  expires_at: null,
  completed_at: null,
  parent_read_access: null,
  ...fields,
});

const invited = handover({
  state: 'invited',
  invited_email: 'leo@example.org',
  invited_at: '2027-06-20T15:00:00.000Z',
  expires_at: '2027-07-04T15:00:00.000Z',
});

const READ = 'GET /memberships/{id}/handover';
const INVITE = 'POST /memberships/{id}/handover/invitation';
const CANCEL = 'DELETE /memberships/{id}/handover/invitation';
const serveHandover = (answer: HandoverWire) => apiServer.use(apiHandler(READ, () => answer));

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
});

afterEach(resetScreenWidth);

function renderDialog(locale: 'en' | 'es' = 'en') {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <HandoverDialog membershipId="m-leo" name="Leo Novak" onClose={onClose} />
    </ConfigContext.Provider>,
    { locale },
  );
  return { user, onClose };
}

describe('HandoverDialog', () => {
  it("When the handover is due and the administrator sends the athlete's email, then the invitation goes out and the dialog shows it pending", async () => {
    serveHandover(handover());
    apiServer.use(apiHandler(INVITE, () => invited));
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: "Handover of Leo Novak's membership" });
    expect(within(dialog).getByText('Loading the handover')).toBeInTheDocument();
    expect(await within(dialog).findByText('Status: due')).toBeVisible();
    expect(within(dialog).getByText('Turns 18 on June 15, 2027.')).toBeVisible();

    serveHandover(invited);
    await user.type(
      within(dialog).getByRole('textbox', { name: "Athlete's own email" }),
      ' leo@example.org ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(sentTo(INVITE)).toHaveLength(1));
    expect(sentTo(INVITE)[0]).toMatchObject({
      params: { id: 'm-leo' },
      body: { email: 'leo@example.org' },
    });
    expect(await within(dialog).findByText('Status: invitation sent')).toBeVisible();
    expect(
      within(dialog).getByText('Invitation sent to leo@example.org, expires on July 4, 2027.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send again' })).toBeVisible();
  });

  it('checks the email before sending, and shows the server field error under the field', async () => {
    serveHandover(handover());
    apiServer.use(
      apiHandler(INVITE, () =>
        apiError(400, {
          detail: 'Validation failed',
          code: 'VALIDATION_ERROR',
          message_key: 'validation.failed',
          params: {},
          errors: [{ field: 'email', code: 'validation.email', message: 'Invalid email' }],
        }),
      ),
    );
    const { user } = renderDialog();
    const email = await screen.findByRole('textbox', { name: "Athlete's own email" });

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(sentTo(INVITE)).toHaveLength(0);

    await user.type(email, 'leo@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sentTo(INVITE)).toHaveLength(1));
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal above the form", async () => {
    serveHandover(handover());
    apiServer.use(
      apiHandler(INVITE, () =>
        apiError(409, {
          detail: 'Not due',
          code: 'DUPLICATE_RESOURCE',
          message_key: 'handover.notDue',
          params: {},
        }),
      ),
    );
    const { user } = renderDialog();
    await user.type(
      await screen.findByRole('textbox', { name: "Athlete's own email" }),
      'leo@example.org',
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('This membership is not due to be handed over yet.'),
    ).toBeVisible();
  });

  it('cancels a pending invitation only after confirmation', async () => {
    serveHandover(invited);
    apiServer.use(apiHandler(CANCEL, () => handover({ state: 'cancelled' })));
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel invitation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the invitation?' });
    expect(
      within(confirm).getByText(
        'The link sent to leo@example.org will stop working. The membership stays with the account that registered the athlete.',
      ),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel the invitation?' })).toBeNull(),
    );
    expect(sentTo(CANCEL)).toHaveLength(0);

    serveHandover(handover({ state: 'cancelled' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel invitation' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel the invitation?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(sentTo(CANCEL)).toHaveLength(1));
    expect(sentTo(CANCEL)[0]?.params).toEqual({ id: 'm-leo' });
    expect(await screen.findByText('Status: invitation cancelled')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel invitation' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  });

  it('says when the cancellation fails', async () => {
    serveHandover(invited);
    apiServer.use(apiHandler(CANCEL, () => serverError()));
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel invitation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the invitation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel invitation' }));
    expect(
      await screen.findByText('The invitation could not be cancelled. Please try again.'),
    ).toBeVisible();
  });

  it('offers Try again when the handover cannot be loaded', async () => {
    serveHandover(handover());
    apiServer.use(apiHandler(READ, () => serverError(), { once: true }));
    const { user } = renderDialog();
    expect(await screen.findByText('The handover could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Status: due')).toBeVisible();
    expect(sentTo(READ)).toHaveLength(2);
  });

  it('offers no form once the membership is handed over', async () => {
    serveHandover(handover({ state: 'completed', completed_at: '2027-06-21T10:00:00.000Z' }));
    renderDialog();
    expect(await screen.findByText('Status: handed over')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('works from the keyboard: type the email, Enter sends, Escape closes', async () => {
    serveHandover(handover());
    apiServer.use(apiHandler(INVITE, () => invited));
    const { user, onClose } = renderDialog();
    const email = await screen.findByRole('textbox', { name: "Athlete's own email" });
    await user.click(email);
    await user.keyboard('leo@example.org{Enter}');
    await waitFor(() => expect(sentTo(INVITE)).toHaveLength(1));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('in Spanish on a 390 px phone, fills the screen and speaks Spanish', async () => {
    setScreenWidth(390);
    serveHandover(invited);
    renderDialog('es');
    const dialog = screen.getByRole('dialog', { name: 'Traspaso de la membresía de Leo Novak' });
    expect(await within(dialog).findByText('Estado: invitación enviada')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  });
});
