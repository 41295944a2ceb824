import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { BellPlus } from 'lucide-react';
import { apiRequest } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { signInPath } from '../../lib/return-path.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import type { SearchState } from './search-state.ts';
import { toWantedBody } from './wanted-from-search.ts';

/** 'Save this search': a wanted item made from the search, so new stock that matches is alerted. */
export function SaveSearch({ state }: { state: SearchState }) {
  const { user } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const saving = useMutation({
    mutationFn: () => apiRequest('POST', '/api/wanted', toWantedBody(state)),
    onSuccess: () =>
      toast({ title: 'Search saved to your wanted list', description: 'We will tell you when new stock matches it.', variant: 'success' }),
    onError: (error) =>
      toast({ title: 'The search was not saved', description: getApiErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const empty = !state.q.trim() && !state.category && !state.brand;

  if (!user) {
    return (
      <Link href={signInPath(`${location}${search ? `?${search}` : ''}`)} className={buttonClasses('secondary', 'sm')}>
        <BellPlus className="h-4 w-4" aria-hidden />
        Sign in to save this search
      </Link>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => saving.mutate()}
      disabled={saving.isPending || empty}
      title={empty ? 'Search for something first' : undefined}
    >
      <BellPlus className="h-4 w-4" aria-hidden />
      Save this search
    </Button>
  );
}
