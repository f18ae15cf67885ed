import type { Auth } from 'firebase/auth';
import { useEffect, useState } from 'react';

import { useConfig } from '../../../config/config-context';
import { loadFirebase } from '../../../lib/firebase/load-firebase';

import { isDevelopmentCode } from './development-code';

export type ActionCodeResult<T> =
  { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/**
 * Runs an action-code call once Firebase has loaded. The development code (emulator build
 * only) resolves with `developmentValue` instead of asking the identity provider.
 */
export function useActionCodeResult<T>(
  code: string,
  call: (auth: Auth, code: string) => Promise<T>,
  developmentValue: T,
): ActionCodeResult<T> {
  const config = useConfig();
  const [result, setResult] = useState<ActionCodeResult<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const run = isDevelopmentCode(config, code)
      ? Promise.resolve(developmentValue)
      : loadFirebase(config).then(({ auth }) => call(auth, code));
    run.then(
      (value) => current && setResult({ status: 'done', value }),
      (error: unknown) => current && setResult({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [config, code, call, developmentValue]);

  return result;
}
