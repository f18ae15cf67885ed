import { screen } from '@testing-library/react';

import { ConfigContext } from '../../config/config-context';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { apiHandler, apiServer, serveApi } from '../../testing/api-server';
import { renderWithProviders } from '../../testing/render-with-providers';

import { AdminTabPanel, preloadAdminTab } from './admin-tab-panel';
import type { AdminTab } from './admin-tabs';

jest.mock('../../lib/firebase/load-firebase');

// Each test opens a different panel: a panel's code, once loaded, stays loaded in this file.
const tabPanel = (tab: AdminTab) => (
  <ConfigContext.Provider value={emulatorTestConfig()}>
    <AdminTabPanel tab={tab} />
  </ConfigContext.Provider>
);

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
  apiServer.use(
    apiHandler('GET /club-memberships', () => ({ club_memberships: [], total: 0 })),
    apiHandler('GET /memberships', () => ({ memberships: [], total: 0 })),
  );
});

describe('AdminTabPanel', () => {
  it("says the tab's loading message while its code loads, then shows the tab", async () => {
    renderWithProviders(tabPanel('club-memberships'));
    expect(screen.getByText('Loading clubs...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Invite a New Club' })).toBeInTheDocument();
  });

  it('shows a tab whose code was loaded ahead at once, without a loading step', async () => {
    await preloadAdminTab('referees');
    renderWithProviders(tabPanel('referees'));
    expect(screen.getByRole('heading', { level: 2, name: 'All Referees' })).toBeInTheDocument();
    expect(await screen.findByText('No Referees Found')).toBeInTheDocument();
  });
});
