import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isLoggedIn, logOut } from '../../lib/admin-session';
import { onUnauthorized } from '../../lib/api-client';

// Both admin screens need the session flag; without it, or once the backend
// turns the stored credentials down (401), the visitor goes to the login page.

export function useAdminGuard(): boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [allowed] = useState(isLoggedIn);

  useEffect(() => {
    if (!allowed) {
      navigate('/admin-login', { replace: true });
      return;
    }
    return onUnauthorized(() => {
      logOut();
      queryClient.removeQueries({ queryKey: ['api', 'admin'] });
      navigate('/admin-login', { replace: true, state: { expired: true } });
    });
  }, [allowed, navigate, queryClient]);

  return allowed;
}
