import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import {
  getFirestore,
  onSnapshot,
  type DocumentReference,
  type FirestoreDataConverter,
  type Query,
} from 'firebase/firestore';

import { ConfigContext } from '../../config/config-context';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase, loadFirestore } from '../../lib/firebase/load-firebase';
import { membershipConverter } from '../../lib/records/records';
import type { SessionUser } from '../../lib/session/session-user';
import { renderWithProviders } from '../../testing/render-with-providers';

import { MyAccountContent } from './my-account-content';

// The edges: Firestore's REST API (fetch), the realtime SDK's loader and its listeners.
jest.mock('../../lib/firebase/load-firebase', () => ({
  loadFirebase: jest.fn(),
  loadFirestore: jest.fn(),
}));
jest.mock('firebase/firestore', () => ({
  ...jest.requireActual('firebase/firestore'),
  onSnapshot: jest.fn(),
}));

const db = getFirestore(initializeApp({ projectId: 'demo-iltkd', apiKey: 'demo' }, 'my-account'));

const user: SessionUser = {
  uid: 'u1',
  email: 'ana@example.org',
  displayName: 'Ana López',
  photoURL: null,
  emailVerified: true,
  isAdmin: false,
};

const text = (value: string) => ({ stringValue: value });
const account = {
  email: text('ana@example.org'),
  role: text('member'),
  firstName: text('Ana'),
  lastName: text('López'),
  phone: text('847-555-0133'),
  dateOfBirth: text('1998-12-01'),
  gender: text('female'),
  deletedAt: { nullValue: null },
};
const membership = (firstName: string) => ({
  accountUid: 'u1',
  status: 'active',
  paymentStatus: 'paid',
  firstName,
  lastName: 'López',
  dateOfBirth: '2000-01-01',
  role: 'athlete',
  deletedAt: null,
});
const restFields = (data: Record<string, string | null>) =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value === null ? { nullValue: null } : text(value),
    ]),
  );
const documentName = (path: string) => `projects/demo-iltkd/databases/(default)/documents/${path}`;

/** Firestore's REST API: the account, Ana's membership and no clubs. */
function serveRest() {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/documents/accounts/u1')) {
      return {
        ok: true,
        status: 200,
        json: async () => ({ name: documentName('accounts/u1'), fields: account }),
      };
    }
    const { structuredQuery } = JSON.parse(String(init?.body));
    const rows =
      structuredQuery.from[0].collectionId === 'memberships'
        ? [
            {
              document: {
                name: documentName('memberships/m1'),
                fields: restFields(membership('Ana')),
              },
            },
          ]
        : [];
    return { ok: true, status: 200, json: async () => rows };
  }) as unknown as typeof fetch;
}

/** The listeners attached, and a way to send each one a snapshot of stored documents. */
function captureListeners() {
  const attached: { ref: DocumentReference | Query; next: (snapshot: unknown) => void }[] = [];
  jest.mocked(onSnapshot).mockImplementation(((
    ref: DocumentReference | Query,
    next: (snapshot: unknown) => void,
  ) => {
    attached.push({ ref, next });
    return () => undefined;
  }) as never);
  /** Sends the listeners that read with `converter` a snapshot of the stored documents. */
  const send = (
    converter: FirestoreDataConverter<unknown>,
    stored: { id: string; data: Record<string, unknown> }[],
  ) => {
    for (const { ref, next } of attached) {
      if (ref.converter !== converter) continue;
      const read = (document: (typeof stored)[number]) => ({
        data: () =>
          converter.fromFirestore({ id: document.id, data: () => document.data } as never),
      });
      next({ ...read(stored[0]), docs: stored.map(read) });
    }
  };
  return { attached, send };
}

function renderMyAccount(route = '/my-account') {
  return renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <MyAccountContent user={user} />
    </ConfigContext.Provider>,
    { route },
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  serveRest();
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-u1'));
  jest.mocked(loadFirestore).mockResolvedValue(db);
});

describe('My Account’s first screen', () => {
  it('renders from the one-shot read, without loading the realtime SDK', async () => {
    const listeners = captureListeners();
    renderMyAccount();
    expect(await screen.findByRole('heading', { name: 'My Memberships' })).toBeInTheDocument();
    expect(screen.getAllByText('Ana López').length).toBeGreaterThan(0);
    // Long after the first screen, with nobody using the page: still no realtime SDK.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(loadFirestore).not.toHaveBeenCalled();
    expect(listeners.attached).toHaveLength(0);
  });

  it('goes live at the first interaction, and shows what the listeners report', async () => {
    const listeners = captureListeners();
    renderMyAccount();
    await screen.findByRole('heading', { name: 'My Memberships' });
    expect(loadFirestore).not.toHaveBeenCalled();

    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(listeners.attached).toHaveLength(3));
    expect(loadFirestore).toHaveBeenCalled();

    act(() =>
      listeners.send(membershipConverter as FirestoreDataConverter<unknown>, [
        { id: 'm1', data: membership('Ana') },
        { id: 'm2', data: membership('Leo') },
      ]),
    );
    expect(await screen.findAllByText('Leo López')).not.toHaveLength(0);
    expect(screen.getAllByText('Ana López').length).toBeGreaterThan(0);
  });

  it('goes live when the page comes back into view', async () => {
    captureListeners();
    renderMyAccount();
    await screen.findByRole('heading', { name: 'My Memberships' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(loadFirestore).toHaveBeenCalled());
  });

  it('goes live without waiting when the person comes back from a payment', async () => {
    captureListeners();
    renderMyAccount('/my-account?payment=success&membership_id=m1');
    await screen.findByRole('heading', { name: 'My Memberships' });
    await waitFor(() => expect(loadFirestore).toHaveBeenCalled());
  });
});
