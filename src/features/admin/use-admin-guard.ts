import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isLoggedIn, logOut } from '../../lib/admin-session';
import { onUnauthorized } from '../../lib/api-client';
import { LIVE_API } from '../../lib/api-mode';
import { currentSession } from './api/live-session';

// Both admin screens need the session flag; without it the visitor goes to the
// login page. Live, the flag is only a hint: the server is asked whether the
// session still holds. When the backend turns the session down (401: idle too
// long, signed out elsewhere), the screen stays as it is, an edit half written
// included, and the session-ended dialog asks to sign in again over it.

export interface AdminGuard {
  allowed: boolean;
  /** The session ended while this screen was open. */
  ended: boolean;
  /** Signed in again over the screen: its reads are made again. */
  resume: () => void;
  /** Off to the login page, where the session ended (and whence it comes back here). */
  leave: () => void;
}

export function useAdminGuard(): AdminGuard {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The screen's address with its view (tab, search, page), to come back to after signing in.
  const here = pathname + search;
  const queryClient = useQueryClient();
  const [allowed] = useState(isLoggedIn);
  const [ended, setEnded] = useState(false);

  const leave = useCallback(() => {
    logOut();
    queryClient.removeQueries({ queryKey: ['api', 'admin'] });
    navigate('/admin-login', { replace: true, state: { expired: true, from: here } });
  }, [navigate, here, queryClient]);

  useEffect(() => {
    if (!allowed) navigate('/admin-login', { replace: true, state: { from: here } });
  }, [allowed, navigate, here]);

  useEffect(() => {
    if (!allowed) return;
    const stop = onUnauthorized(() => {
      logOut();
      setEnded(true);
    });
    const asking = new AbortController();
    // A 401 reaches the listener above; a network failure leaves the screen to its own calls.
    if (LIVE_API) currentSession(asking.signal).catch(() => undefined);
    return () => {
      asking.abort();
      stop();
    };
  }, [allowed]);

  const resume = useCallback(() => {
    setEnded(false);
    // What was turned down while signed out is asked for again.
    queryClient.invalidateQueries();
  }, [queryClient]);

  return { allowed, ended, resume, leave };
}
