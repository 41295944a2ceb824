import { parseApiError } from './api-error.ts';
import { toast } from './toast-store.ts';

function showNetworkErrorToast(): void {
  toast({ title: 'Network Error', description: 'Please check your connection and try again', variant: 'destructive' });
}

/** A failed request's toast: the network one if it never got an answer, else the server's message or the fallback. */
export function toastApiFailure(error: unknown, title: string, fallback: string): void {
  const info = parseApiError(error);
  if (info.isNetworkError) return showNetworkErrorToast();
  toast({ title, description: info.message ?? fallback, variant: 'destructive' });
}
