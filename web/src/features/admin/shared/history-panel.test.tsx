import type { AuditEntryWire } from '@domain/wire/audit-entry';
import { screen } from '@testing-library/react';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, serveApi } from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { HistoryPanel } from './history-panel';

jest.mock('../../../lib/firebase/load-firebase');

serveApi();
beforeEach(() => jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin')));

const HISTORY: AuditEntryWire[] = [
  {
    id: 'a1',
    action: 'update',
    actor_uid: 'uid-admin',
    actor_name: 'Root Admin',
    actor_email: 'admin@example.org',
    at: '2026-03-01T10:00:00.000Z',
    collection: 'memberships',
    record_id: 'm-1',
    changed_fields: ['phone', 'currentSchool'],
    fields: ['phone', 'currentSchool'],
    reason: null,
  },
  {
    id: 'a2',
    action: 'status',
    actor_uid: 'uid-other',
    actor_name: null,
    actor_email: 'other@example.org',
    at: '2026-02-01T10:00:00.000Z',
    collection: 'memberships',
    record_id: 'm-1',
    changed_fields: ['status'],
    fields: ['status'],
    reason: 'Paid at the club',
  },
];

function renderPanel() {
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <HistoryPanel recordId="m-1" />
    </ConfigContext.Provider>,
  );
}

describe('HistoryPanel', () => {
  it('names the actor by name, else by email, and lists the changed fields', async () => {
    const asked: (string | null)[] = [];
    apiServer.use(
      apiHandler('GET /audit', ({ query }) => {
        asked.push(query.get('record_id'));
        return { entries: HISTORY };
      }),
    );
    renderPanel();
    expect(await screen.findByText('update by Root Admin')).toBeInTheDocument();
    expect(screen.getByText('status by other@example.org')).toBeInTheDocument();
    expect(screen.getByText(/phone, currentSchool/)).toBeInTheDocument();
    expect(screen.queryByText(/uid-admin/)).not.toBeInTheDocument();
    expect(asked).toEqual(['m-1']);
  });
});
