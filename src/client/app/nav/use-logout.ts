import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useAuth } from '../../lib/auth-context.tsx';

/**
 * Logging out as a mutation: POST /api/logout, then /auth even when the server call fails (spec §4;
 * `logout` ends the session here whatever the answer). Its isPending disables the menu entry.
 */
export function useLogout() {
  const { logout } = useAuth();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSettled: () => navigate('/auth', { replace: true }),
  });
}
