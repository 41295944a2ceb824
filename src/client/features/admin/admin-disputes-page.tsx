import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DISPUTE_REVIEW_BUSINESS_DAYS } from '../../../shared/constants/disputes.ts';
import { AdminDisputeListSchema } from '../../../shared/schemas/disputes.ts';
import { apiJson, apiRequest } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PressedChoice } from '../../components/ui/pressed-choice.tsx';
import { AdminTabs } from './admin-tabs.tsx';
import { DisputeReviewCard } from './dispute-review-card.tsx';

type Status = 'review' | 'closed';

/** /admin/disputes: disputes the buyer raised with SpareStock, nearest deadline first; admins only. */
export function AdminDisputesPage() {
  useDocumentTitle('Disputes');
  const [status, setStatus] = useState<Status>('review');
  const queryClient = useQueryClient();
  const disputes = useQuery({
    queryKey: ['/api/admin/disputes', status],
    queryFn: () => apiJson('GET', `/api/admin/disputes?status=${status}`, AdminDisputeListSchema),
  });

  const decide = async (id: number, body: object): Promise<string | null> => {
    try {
      await apiRequest('POST', `/api/admin/disputes/${id}/decision`, body);
      toast({ title: 'Decision recorded', description: 'Both sides have been told.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/disputes'] });
      return null;
    } catch (error) {
      return getApiErrorMessage(error, 'The decision could not be saved. Please try again.');
    }
  };

  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <AdminTabs />
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Disputes</h1>
        <p className="text-sm text-fg-muted">
          Decide each raised dispute within {DISPUTE_REVIEW_BUSINESS_DAYS} business days of it being raised. Overdue ones are marked.
        </p>
      </div>
      <PressedChoice
        label="Which disputes"
        value={status}
        choices={[
          { value: 'review', label: 'Under review' },
          { value: 'closed', label: 'Closed' },
        ]}
        onChange={setStatus}
      />
      {disputes.isPending ? (
        <div aria-busy="true" className="space-y-4">
          <Skeleton className="h-48 w-full rounded-lg" />
          <Skeleton className="h-48 w-full rounded-lg" />
        </div>
      ) : disputes.isError ? (
        <Alert tone="danger" role="alert" title="The disputes could not be loaded">
          {getApiErrorMessage(disputes.error, 'Please refresh the page.')}
        </Alert>
      ) : disputes.data.disputes.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border-strong bg-surface p-6 text-center text-sm text-fg-muted">
          {status === 'review' ? 'No disputes waiting for a decision.' : 'No closed disputes yet.'}
        </p>
      ) : (
        <div className="space-y-4">
          {disputes.data.disputes.map((dispute) => (
            <DisputeReviewCard key={dispute.id} dispute={dispute} onDecide={(body) => decide(dispute.id, body)} />
          ))}
        </div>
      )}
    </main>
  );
}
