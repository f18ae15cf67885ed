import { apiErrorBody } from '@domain/api-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiError, apiHandler, apiServer, serveApi } from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { VerifyInvitation } from './verify-invitation';

jest.mock('../../../lib/firebase/load-firebase');
jest.mock('../../../components/security-check/security-check', () => ({
  SecurityCheck: ({ onVerified }: { onVerified: (id: string) => void }) => (
    <button type="button" onClick={() => onVerified('check-1')}>
      Pass the check
    </button>
  ),
}));

serveApi();
beforeEach(() => jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-u1')));

async function verifyInSpanish(onInvalid = jest.fn()) {
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <VerifyInvitation inviteCode="PRAIRIE" onValid={jest.fn()} onInvalid={onInvalid} />
    </ConfigContext.Provider>,
    { locale: 'es' },
  );
  await userEvent.click(screen.getByRole('button'));
  await userEvent.click(screen.getByRole('button', { name: 'Pass the check' }));
  return onInvalid;
}

describe('VerifyInvitation', () => {
  it('tells a Spanish reader in Spanish that the invitation has expired', async () => {
    const sent: { body: unknown; check: string | null }[] = [];
    apiServer.use(
      apiHandler('POST /club-memberships/validate-invite', ({ body, request }) => {
        sent.push({ body, check: request.headers.get('X-Security-Check') });
        return {
          valid: false,
          error:
            'The club invitation could not be found or has expired. Please check your invitation link.',
          error_key: 'clubInvite.expired',
          club_name: null,
        };
      }),
    );
    const onInvalid = await verifyInSpanish();
    await waitFor(() =>
      expect(onInvalid).toHaveBeenCalledWith(
        'No se encontró la invitación del club o ya venció. Revise su enlace de invitación.',
      ),
    );
    expect(sent.at(-1)).toEqual({ body: { invite_code: 'PRAIRIE' }, check: 'check-1' });
  });

  it('tells a Spanish reader in Spanish that too many codes were wrong (429)', async () => {
    const body = apiErrorBody('TOO_MANY_REQUESTS', 'clubInvite.tooManyInvalid');
    apiServer.use(apiHandler('POST /club-memberships/validate-invite', () => apiError(429, body)));
    await verifyInSpanish();
    expect(
      await screen.findByText('Demasiados códigos de invitación no válidos. Inténtelo más tarde.'),
    ).toBeInTheDocument();
  });
});
