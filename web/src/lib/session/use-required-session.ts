import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useSession } from './session-provider';

/** Sends a signed-out visitor to /login?redirect=<this page>; admins-only pages too. */
export function useRequiredSession({ admin = false } = {}) {
  const { user, confirmed } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!confirmed) return;
    if (!user) navigate(`/login?redirect=${encodeURIComponent(pathname)}`, { replace: true });
    else if (admin && !user.isAdmin) navigate('/my-account', { replace: true });
  }, [admin, confirmed, navigate, pathname, user]);
  return { user, ready: confirmed && Boolean(user) && (!admin || Boolean(user?.isAdmin)) };
}
