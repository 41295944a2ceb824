import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../shared/schemas/user.ts';
import { apiRequest } from './api.ts';
import { CURRENT_USER_STALE_MS, getQueryFn } from './query-client.ts';
import { loadPublicUserSchema } from './schema-loaders.ts';
import { clearToken, readToken, subscribeToken, writeToken } from './token-storage.ts';
import { dismissAllToasts, toast } from './toast-store.ts';

export const CURRENT_USER_QUERY_KEY = ['/api/user'] as const;

export interface AuthContextValue {
  user: PublicUser | null;
  /** True only while a stored token is being checked against GET /api/user. */
  isLoading: boolean;
  error: Error | null;
  signIn: (token: string, user: PublicUser) => void;
  setUser: (user: PublicUser) => void;
  refetchUser: () => Promise<void>;
  /** Ends the session locally whatever the server says (spec §4); resolves false if the call failed. */
  logout: () => Promise<boolean>;
  /** Forgets a session the server has already ended (a deleted account), without calling it. */
  forgetSession: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const fetchUser = getQueryFn(loadPublicUserSchema, { on401: 'returnNull' });

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, readToken, () => null);

  const userQuery = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: async (context) => {
      const user = await fetchUser(context);
      // 401: the stored token is dead (spec §4); forget it.
      if (user === null) clearToken();
      return user;
    },
    enabled: Boolean(token),
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
  });

  const signIn = useCallback(
    (newToken: string, user: PublicUser) => {
      // Seed the cache first so enabling the query does not fetch what we already have.
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      writeToken(newToken);
      dismissAllToasts();
    },
    [queryClient],
  );

  const setUser = useCallback((user: PublicUser) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user), [queryClient]);

  const refetchUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  }, [queryClient]);

  const logout = useCallback(async () => {
    let ok = true;
    try {
      await apiRequest('POST', '/api/logout');
    } catch {
      ok = false;
      toast({ title: 'Logout failed', variant: 'destructive' });
    }
    clearToken();
    queryClient.clear();
    return ok;
  }, [queryClient]);

  // The server has ended the session itself (the account was deleted): forget it here, without asking.
  const forgetSession = useCallback(() => {
    clearToken();
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const user = token ? (userQuery.data ?? null) : null;
    return {
      user,
      isLoading: Boolean(token) && userQuery.isPending,
      error: userQuery.error,
      signIn,
      setUser,
      refetchUser,
      logout,
      forgetSession,
    };
  }, [token, userQuery.data, userQuery.isPending, userQuery.error, signIn, setUser, refetchUser, logout, forgetSession]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
