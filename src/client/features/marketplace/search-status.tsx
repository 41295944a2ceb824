import { formatCount } from '../../../shared/money.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { Alert } from '../../components/ui/alert.tsx';

/** What a results heading says (the marketplace, a seller's page): how many, or that the search is running or failed. */
export function resultsStatus(total: number | undefined, failed: boolean): string {
  if (total !== undefined) return `${formatCount(total)} ${total === 1 ? 'result' : 'results'}`;
  return failed ? 'Search not run' : 'Searching...';
}

/** In place of the results when the search failed, with the server's reason. */
export function SearchFailed({ error }: { error: unknown }) {
  return (
    <Alert tone="danger" role="alert" title="The search could not be run">
      {getApiErrorMessage(error, 'Check your connection and try again.')}
    </Alert>
  );
}
