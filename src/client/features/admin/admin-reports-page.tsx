import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminReportListSchema, type ModerationNoteInput } from '../../../shared/schemas/moderation.ts';
import { apiJson, apiRequest } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PressedChoice } from '../../components/ui/pressed-choice.tsx';
import { AdminTabs } from './admin-tabs.tsx';
import { ReportCard } from './report-card.tsx';

type Status = 'open' | 'closed';

/** /admin/reports: the reports users sent, oldest clock first to act on; admins only (others see not-found). */
export function AdminReportsPage() {
  useDocumentTitle('Reports');
  const [status, setStatus] = useState<Status>('open');
  const queryClient = useQueryClient();
  const reports = useQuery({
    queryKey: ['/api/admin/reports', status],
    queryFn: () => apiJson('GET', `/api/admin/reports?status=${status}`, AdminReportListSchema),
  });
  const action = useMutation({
    mutationFn: ({ path, body }: { path: string; body: ModerationNoteInput & { ground?: string } }) => apiRequest('POST', path, body),
    onSuccess: () => {
      toast({ title: 'Done', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/reports'] });
    },
    onError: (error) =>
      toast({ title: 'That did not go through', description: getApiErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <AdminTabs />
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Reports</h1>
        <p className="text-sm text-fg-muted">
          Acknowledge each report within 24 hours and give an outcome within 7 business days; suspend an unsafe product within 24 hours.
          Sellers may appeal for 3 business days after the outcome. Overdue reports are marked.
        </p>
      </div>
      <PressedChoice
        label="Which reports"
        value={status}
        choices={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
        onChange={setStatus}
      />
      {reports.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : reports.isError ? (
        <Alert tone="danger" role="alert" title="The reports could not be loaded">
          {getApiErrorMessage(reports.error, 'Please refresh the page.')}
        </Alert>
      ) : reports.data.reports.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border-strong bg-surface p-6 text-center text-sm text-fg-muted">
          {status === 'open' ? 'No open reports.' : 'No closed reports yet.'}
        </p>
      ) : (
        <div className="space-y-4">
          {reports.data.reports.map((report) => (
            <ReportCard key={report.id} report={report} busy={action.isPending} onAction={(path, body) => action.mutate({ path, body })} />
          ))}
        </div>
      )}
    </main>
  );
}
