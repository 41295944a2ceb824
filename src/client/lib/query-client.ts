import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { $ZodType, output } from 'zod/v4/core';
import type { SchemaSource } from './api-answer.ts';
import { apiJson } from './api.ts';

const TEN_MINUTES = 10 * 60 * 1000;

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The query key's path: its string and number parts joined by "/" (spec §7). */
export function queryKeyPath(queryKey: readonly unknown[]): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
}

/**
 * Data loading is a GET to the query key's path (spec §7), its answer parsed by `schema`; some
 * loads treat 401 as "no data". Every query names its schema: there is no default query function.
 */
export function getQueryFn<S extends $ZodType>(
  schema: SchemaSource<S>,
  { on401 }: { on401: UnauthorizedBehavior },
): QueryFunction<output<S> | null> {
  return async ({ queryKey }) => {
    try {
      return await apiJson('GET', queryKeyPath(queryKey), schema);
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof Error && error.message.startsWith('401:')) return null;
      throw error;
    }
  };
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: TEN_MINUTES,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

export const CURRENT_USER_STALE_MS = TEN_MINUTES;
