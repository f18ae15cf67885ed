import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { useSession } from '../../../lib/session/session-provider';
import { sameSitePath } from '../same-site-path';

/** A signed-in visitor of /login goes on at once to `redirect` (default /my-account). */
export function useLeaveWhenSignedIn() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('redirect');
  useEffect(() => {
    if (!user) return;
    const target = sameSitePath(requested, window.location.origin) ?? '/my-account';
    navigate(target, { replace: true });
  }, [user, requested, navigate]);
}
