import { useState } from 'react';

/**
 * A card form's Pay button: `busy` while an attempt runs, then the attempt's failure in
 * `error` (for PaymentErrorAlert), cleared when the next attempt starts. `fail` sets a
 * failure found before trying (the form is not ready).
 */
export function usePayAttempt() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const attempt = async (pay: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await pay();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, fail: setError, attempt };
}
