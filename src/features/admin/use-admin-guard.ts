import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isLoggedIn, logOut } from '../../lib/admin-session';
import { onUnauthorized } from '../../lib/api-client';
import { LIVE_API } from '../../lib/api-mode';
import { currentSession } from './api/live-session';

// Both admin screens need the session flag; without it, or once the backend
// turns the session down (401), the visitor goes to the login page. Live, the
// flag is only a hint: the server is asked whether the session still holds.

export function useAdminGuard(): boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [allowed] = useState(isLoggedIn);

  useEffect(() => {
    if (!allowed) {
      navigate('/admin-login', { replace: true });
      return;
    }
    const stop = onUnauthorized(() => {
      logOut();
      queryClient.removeQueries({ queryKey: ['api', 'admin'] });
      navigate('/admin-login', { replace: true, state: { expired: true } });
    });
    const asking = new AbortController();
    // A 401 reaches the listener above; a network failure leaves the screen to its own calls.
    if (LIVE_API) currentSession(asking.signal).catch(() => undefined);
    return () => {
      asking.abort();
      stop();
    };
  }, [allowed, navigate, queryClient]);

  return allowed;
}
