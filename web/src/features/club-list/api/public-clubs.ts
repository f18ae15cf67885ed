import type { PublicClubWire } from '@domain/wire/public-club';
import { useCallback, useEffect, useState } from 'react';

import { useConfig } from '../../../config/config-context';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';

export type PublicClub = PublicClubWire;

/** GET /clubs/public: the association's active clubs, for anyone (no sign-in, no Firebase). */
export async function getPublicClubs(config: RuntimeConfig): Promise<PublicClub[]> {
  const { clubs } = await callApi(config, 'GET /clubs/public', { auth: 'none' });
  return clubs;
}

export type PublicClubsResult =
  { status: 'loading' } | { status: 'success'; clubs: PublicClub[] } | { status: 'error' };

const LOADING: PublicClubsResult = { status: 'loading' };

/** Reads the clubs once after the page starts (the prerendered page shows them loading). */
export function usePublicClubs(): { result: PublicClubsResult; retry: () => void } {
  const config = useConfig();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; result: PublicClubsResult }>({
    attempt,
    result: LOADING,
  });
  useEffect(() => {
    let current = true;
    getPublicClubs(config).then(
      (clubs) => current && setSettled({ attempt, result: { status: 'success', clubs } }),
      () => current && setSettled({ attempt, result: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [config, attempt]);
  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);
  return { result: settled.attempt === attempt ? settled.result : LOADING, retry };
}
