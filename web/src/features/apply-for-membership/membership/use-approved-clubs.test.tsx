import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { TEST_CONFIG } from '../../../components/set-up-account/testing/render-account-steps';
import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, serveApi, serverError } from '../../../testing/api-server';
import { signedOutFirebase } from '../../../testing/firebase-session';

import { useApprovedClubs } from './use-approved-clubs';

jest.mock('../../../lib/firebase/load-firebase');
serveApi();

const wrapper = ({ children }: { children: ReactNode }) => (
  <ConfigContext.Provider value={TEST_CONFIG}>{children}</ConfigContext.Provider>
);

let warn: jest.SpyInstance;

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-u1'));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => warn.mockRestore());

describe('useApprovedClubs', () => {
  it('asks the API as the signed-in person for the clubs matching what is typed', async () => {
    const asked: { search: string | null; authorization: string | null }[] = [];
    apiServer.use(
      apiHandler('GET /clubs/approved', ({ query, request }) => {
        asked.push({
          search: query.get('search'),
          authorization: request.headers.get('Authorization'),
        });
        return { clubs: [{ id: 'club-7', name: 'Lakeshore Taekwondo' }] };
      }),
    );
    const { result } = renderHook(() => useApprovedClubs('lake'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.clubs).toEqual([{ id: 'club-7', name: 'Lakeshore Taekwondo' }]);
    expect(asked).toEqual([{ search: 'lake', authorization: 'Bearer token-u1' }]);
  });

  it('finds no clubs, quietly, when nobody is signed in', async () => {
    jest.mocked(loadFirebase).mockResolvedValue(signedOutFirebase());
    const { result } = renderHook(() => useApprovedClubs('lake'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.clubs).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('finds no clubs and logs why when the search fails', async () => {
    apiServer.use(apiHandler('GET /clubs/approved', () => serverError()));
    const { result } = renderHook(() => useApprovedClubs('lake'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.clubs).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Searching the approved clubs failed', expect.any(Error));
  });
});
