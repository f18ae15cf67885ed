import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { ConfigContext } from '../../config/config-context';
import { clubRecord } from '../../testing/records';
import { emulatorTestConfig } from '../api/test-runtime-config';

import { getMyClubMemberships } from './my-club-memberships';
import { useOwnsActiveClub } from './use-owns-active-club';

jest.mock('./my-club-memberships');

const config = emulatorTestConfig();
const wrapper = ({ children }: { children: ReactNode }) => (
  <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
);

// Answers are kept per person for the page's life: each test signs in someone new.
function renderFor(uid: string, menuOpen = false) {
  return renderHook(({ open }) => useOwnsActiveClub(uid, open), {
    wrapper,
    initialProps: { open: menuOpen },
  });
}

async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(1_000);
    await Promise.resolve();
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useOwnsActiveClub', () => {
  it('asks the API once the page is idle, not while it loads', async () => {
    jest.mocked(getMyClubMemberships).mockResolvedValue([clubRecord({ status: 'active' })]);
    const { result } = renderFor('owner-1');
    expect(result.current).toBe(false);
    expect(getMyClubMemberships).not.toHaveBeenCalled();

    await settle();
    expect(getMyClubMemberships).toHaveBeenCalledWith(config);
    expect(result.current).toBe(true);
  });

  it('is false for a club whose membership is not active', async () => {
    jest
      .mocked(getMyClubMemberships)
      .mockResolvedValue([clubRecord({ status: 'pending_payment' })]);
    const { result } = renderFor('owner-2');
    await settle();
    expect(result.current).toBe(false);
  });

  it('asks again when the menu opens, showing a club that became active since', async () => {
    jest.mocked(getMyClubMemberships).mockResolvedValue([]);
    const { result, rerender } = renderFor('owner-3');
    await settle();
    expect(result.current).toBe(false);

    jest.mocked(getMyClubMemberships).mockResolvedValue([clubRecord({ status: 'active' })]);
    rerender({ open: true });
    await settle();
    expect(result.current).toBe(true);
  });

  it('keeps its last answer when a check fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getMyClubMemberships).mockResolvedValue([clubRecord({ status: 'active' })]);
    const { result, rerender } = renderFor('owner-4');
    await settle();

    jest.mocked(getMyClubMemberships).mockRejectedValue(new Error('unavailable'));
    rerender({ open: true });
    await settle();
    expect(result.current).toBe(true);
  });
});
