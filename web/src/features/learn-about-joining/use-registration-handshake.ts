import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import {
  readRegistrationData,
  removeRegistrationData,
  type RegistrationSummary,
} from './registration-data';
import { registrationOutcome, type RegistrationOutcome } from './registration-outcome';

export const ACCOUNT_REDIRECT_DELAY_MS = 5000;
export const ACCOUNT_PATH = '/my-account';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The wizard's hand-off: read ?registered=true with the stored registration data once,
 * remove that data so a reload does not greet again, then move on to My Account.
 */
export function useRegistrationHandshake(): RegistrationOutcome & {
  summary: RegistrationSummary | null;
} {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const outcome = useMemo(() => registrationOutcome(params), [params]);
  const { registered, redirectToAccount } = outcome;

  // Read during the first render: an effect that removes the key may run before a re-read.
  const [summary] = useState(() => {
    const storage = registered ? sessionStorageOrNull() : null;
    return storage ? readRegistrationData(storage) : null;
  });

  useEffect(() => {
    const storage = registered ? sessionStorageOrNull() : null;
    if (storage) removeRegistrationData(storage);
  }, [registered]);

  useEffect(() => {
    if (!redirectToAccount) return;
    const timer = setTimeout(
      () => navigate(ACCOUNT_PATH, { replace: true }),
      ACCOUNT_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [redirectToAccount, navigate]);

  return { ...outcome, summary };
}
