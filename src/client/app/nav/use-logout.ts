import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../lib/auth-context.tsx';

/** Logs out and goes to /auth, even when the server call fails (spec §4). */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await logout();
    navigate('/auth', { replace: true });
  }, [logout, navigate]);
}
