import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { TEST_CONFIG } from '../../../components/set-up-account/testing/render-account-steps';
import { ConfigContext } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { searchApprovedClubs } from '../api/search-approved-clubs';

import { useApprovedClubs } from './use-approved-clubs';

jest.mock('../api/search-approved-clubs', () => ({ searchApprovedClubs: jest.fn() }));
const searchClubs = jest.mocked(searchApprovedClubs);

const wrapper = ({ children }: { children: ReactNode }) => (
  <ConfigContext.Provider value={TEST_CONFIG}>{children}</ConfigContext.Provider>
);

let warn: jest.SpyInstance;

beforeEach(() => {
  searchClubs.mockReset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => warn.mockRestore());

describe('useApprovedClubs', () => {
  it('asks the API as the signed-in person for the clubs matching what is typed', async () => {
    searchClubs.mockResolvedValue([{ id: 'club-7', name: 'Lakeshore Taekwondo' }]);
    const { result } = renderHook(() => useApprovedClubs('lake'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.clubs).toEqual([{ id: 'club-7', name: 'Lakeshore Taekwondo' }]);
    expect(searchClubs).toHaveBeenCalledWith(TEST_CONFIG, 'lake');
  });

  it('finds no clubs, quietly, when nobody is signed in', async () => {
    searchClubs.mockRejectedValue(
      new ApiRequestError({ code: 'UNAUTHENTICATED', statusCode: 401, message: 'Sign in' }),
    );
    const { result } = renderHook(() => useApprovedClubs('lake'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.clubs).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('finds no clubs and logs why when the search fails', async () => {
    searchClubs.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useApprovedClubs('lake'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.clubs).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Searching the approved clubs failed', expect.any(Error));
  });
});
