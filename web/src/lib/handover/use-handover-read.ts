import { useCallback, useEffect, useState } from 'react';

/** A read through the API with its loading and error states, and a way to read it again. */
export function useHandoverRead<T>(read: () => Promise<T>) {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const load = useCallback(() => {
    let live = true;
    setState((current) => ({ ...current, loading: true, error: null }));
    read().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) => live && setState({ data: null, error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [read]);
  useEffect(() => load(), [load]);
  return { ...state, reload: load };
}
