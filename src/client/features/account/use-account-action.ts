import { useState } from 'react';
import { apiJson, type HttpMethod, type RequestBody } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';

/** One account action: its answer or its error in the server's words, and whether it is under way. */
export function useAccountAction<T>() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (method: HttpMethod, path: string, body?: RequestBody): Promise<T | null> => {
    setPending(true);
    setError(null);
    try {
      return await apiJson<T>(method, path, body);
    } catch (failure) {
      setError(getApiErrorMessage(failure, 'That did not go through. Please try again.'));
      return null;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error, setError };
}
