import { screen } from '@testing-library/react';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, serveApi } from '../../../testing/api-server';
import { membershipRecord } from '../../../testing/records';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { MembershipsTab } from './memberships-tab';

const renderTab = (memberships: Parameters<typeof MembershipsTab>[0]['memberships']) =>
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <MembershipsTab memberships={memberships} onEdit={jest.fn()} onPay={jest.fn()} />
    </ConfigContext.Provider>,
  );

jest.mock('../../../lib/firebase/load-firebase');

serveApi();

// The handover notices above the list read GET /handover/me: none is due here.
beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-member'));
  apiServer.use(apiHandler('GET /handover/me', () => ({ handovers: [] })));
});

describe('MembershipsTab', () => {
  it('says the memberships could not be read, with Try Again, instead of an empty list', () => {
    renderTab({ status: 'error', data: undefined, error: new Error('permission-denied') });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent(
      "We're having trouble loading your membership information. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('No memberships yet')).not.toBeInTheDocument();
  });

  it('says there are none yet when the read found none', () => {
    renderTab({ status: 'success', data: [] });
    expect(screen.getByText('No memberships yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says for each membership whether it may compete and through when, or why not', async () => {
    jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-member'));
    apiServer.use(
      apiHandler('GET /certifications/me', () => ({
        certifications: [
          {
            id: 'c-1',
            membership_id: 'm-coach',
            kind: 'safesport',
            document_reference: 'SS-1',
            issued_on: null,
            expires_on: '2099-03-01',
            level: null,
            recorded_by: 'root',
            created_at: '2026-01-01T00:00:00.000Z',
          },
        ],
      })),
    );
    renderWithProviders(
      <ConfigContext.Provider value={emulatorTestConfig()}>
        <MembershipsTab
          memberships={{
            status: 'success',
            data: [
              membershipRecord({
                id: 'm-athlete',
                firstName: 'Mia',
                division: 'Cadet',
                expiresAt: '2099-06-30T17:00:00.000Z',
              }),
              membershipRecord({
                id: 'm-coach',
                firstName: 'Carla',
                role: 'coach',
                expiresAt: '2099-06-30T17:00:00.000Z',
              }),
            ],
          }}
          onEdit={jest.fn()}
          onPay={jest.fn()}
        />
      </ConfigContext.Provider>,
    );
    expect(screen.getByText('Eligible to compete through Jun 30, 2099')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Not eligible: Background check not on record and Coaching license not on record',
      ),
    ).toBeInTheDocument();
  });
});
