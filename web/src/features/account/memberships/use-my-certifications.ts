import type { CertificationWire } from '@domain/wire/certification';
import { useContext, useEffect, useState } from 'react';

import { ConfigContext } from '../../../config/config-context';
import { callApi } from '../../../lib/api/call-api';

/**
 * The account holder's certifications (GET /certifications/me), read once when `wanted`
 * (a coach or referee membership is shown); null until then, or when they cannot be read.
 */
export function useMyCertifications(wanted: boolean): readonly CertificationWire[] | null {
  const config = useContext(ConfigContext);
  const [certifications, setCertifications] = useState<readonly CertificationWire[] | null>(null);
  useEffect(() => {
    if (!wanted || !config) return;
    let live = true;
    callApi(config, 'GET /certifications/me', {})
      .then((answer) => {
        if (live) setCertifications(answer.certifications);
      })
      .catch(() => {
        if (live) setCertifications(null);
      });
    return () => {
      live = false;
    };
  }, [config, wanted]);
  return certifications;
}
