import { toast } from './toast-store.ts';

export function showNetworkErrorToast(): void {
  toast({ title: 'Network Error', description: 'Please check your connection and try again', variant: 'destructive' });
}
