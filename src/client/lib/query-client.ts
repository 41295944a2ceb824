import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api.ts';

const TEN_MINUTES = 10 * 60 * 1000;

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Data loading is a GET to the query key's path (spec §7); some loads treat 401 as "no data". */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const path = queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
    try {
      const response = await apiRequest('GET', path);
      return (await response.json()) as T;
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof Error && error.message.startsWith('401:')) return null;
      throw error;
    }
  };
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: TEN_MINUTES,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

export const CURRENT_USER_STALE_MS = TEN_MINUTES;
