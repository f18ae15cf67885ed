import { act, render, screen, waitFor } from '@testing-library/react';

import { ConfigContext } from '../../config/config-context';
import type { RuntimeConfig } from '../../config/runtime-config';
import { loadFirebase } from '../firebase/load-firebase';

import { SessionProvider, useSession } from './session-provider';

jest.mock('../firebase/load-firebase', () => ({
  loadFirebase: jest.fn(() => new Promise(() => undefined)),
  whenFirebaseLoads: jest.fn(() => () => undefined),
}));

function Who() {
  const { user, confirmed } = useSession();
  return (
    <p>
      {user ? user.displayName : 'nobody'} {confirmed ? 'confirmed' : 'pending'}
    </p>
  );
}

const renderSession = () =>
  render(
    <ConfigContext.Provider value={{} as RuntimeConfig}>
      <SessionProvider>
        <Who />
      </SessionProvider>
    </ConfigContext.Provider>,
  );

describe('SessionProvider', () => {
  afterEach(() => {
    localStorage.clear();
    jest.mocked(loadFirebase).mockClear();
  });

  it('treats a visitor with no stored session as signed out and never loads Firebase', async () => {
    renderSession();
    expect(await screen.findByText('nobody confirmed')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loadFirebase).not.toHaveBeenCalled();
  });

  it('shows a stored session at once and loads Firebase to confirm it', async () => {
    localStorage.setItem(
      'itkd.session',
      JSON.stringify({ uid: 'u1', displayName: 'Maria Santos', email: 'm@example.org' }),
    );
    renderSession();
    expect(screen.getByText('Maria Santos pending')).toBeInTheDocument();
    await waitFor(() => expect(loadFirebase).toHaveBeenCalled());
  });

  it('stops waiting for Firebase after 3 seconds and keeps the stored session', () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem(
        'itkd.session',
        JSON.stringify({ uid: 'u1', displayName: 'Maria Santos', email: 'm@example.org' }),
      );
      renderSession();
      act(() => jest.advanceTimersByTime(2_900));
      expect(screen.getByText('Maria Santos pending')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByText('Maria Santos confirmed')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
