import { parseApiErrorResponse } from '@domain/api-errors';
import { apiErrorBody } from '@domain/api-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { validateInvite } from '../api/club-invite-api';

import { VerifyInvitation } from './verify-invitation';

jest.mock('../api/club-invite-api');
jest.mock('../../../components/security-check/security-check', () => ({
  SecurityCheck: ({ onVerified }: { onVerified: (id: string) => void }) => (
    <button type="button" onClick={() => onVerified('check-1')}>
      Pass the check
    </button>
  ),
}));

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
    jest.mocked(validateInvite).mockResolvedValue({
      valid: false,
      error:
        'The club invitation could not be found or has expired. Please check your invitation link.',
      error_key: 'clubInvite.expired',
      club_name: null,
    });
    const onInvalid = await verifyInSpanish();
    await waitFor(() =>
      expect(onInvalid).toHaveBeenCalledWith(
        'No se encontró la invitación del club o ya venció. Revise su enlace de invitación.',
      ),
    );
  });

  it('tells a Spanish reader in Spanish that too many codes were wrong (429)', async () => {
    const body = apiErrorBody('TOO_MANY_REQUESTS', 'clubInvite.tooManyInvalid');
    jest
      .mocked(validateInvite)
      .mockRejectedValue(new ApiRequestError(parseApiErrorResponse(429, JSON.stringify(body), '')));
    await verifyInSpanish();
    expect(
      await screen.findByText('Demasiados códigos de invitación no válidos. Inténtelo más tarde.'),
    ).toBeInTheDocument();
  });
});
