import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { $ZodType, output } from 'zod/v4/core';
import { apiJson, type HttpMethod, type RequestBody } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';

interface AccountCall {
  method: HttpMethod;
  path: string;
  body?: RequestBody;
}

/**
 * One account action as a mutation: its answer (parsed by `schema`) or its error in the server's
 * words; `pending` is the mutation's, and disables the action's button while it runs.
 */
export function useAccountAction<S extends $ZodType>(schema: S) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ method, path, body }: AccountCall) => apiJson(method, path, schema, body),
    onMutate: () => setError(null),
    onError: (failure) => setError(getApiErrorMessage(failure, 'That did not go through. Please try again.')),
  });
  const run = async (method: HttpMethod, path: string, body?: RequestBody): Promise<output<S> | null> => {
    try {
      return await mutation.mutateAsync({ method, path, body });
    } catch {
      return null;
    }
  };
  return { run, pending: mutation.isPending, error, setError };
}
