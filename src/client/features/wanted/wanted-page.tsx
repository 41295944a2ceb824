import { useState } from 'react';
import { Plus } from 'lucide-react';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { WantedAlerts } from './wanted-alerts.tsx';
import { WantedCard } from './wanted-card.tsx';
import { WantedForm, type WantedBody } from './wanted-form.tsx';
import { useWantedChange, useWantedItems } from './wanted-queries.ts';

/** /wanted: what the user is looking for, each with its current matches, and the alerts they raised. */
export function WantedPage() {
  useDocumentTitle('Wanted');
  const items = useWantedItems();
  const change = useWantedChange();
  const [adding, setAdding] = useState(false);

  const run = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, body: object | undefined, done: string): Promise<boolean> => {
    try {
      await change.mutateAsync({ method, path, body });
      toast({ title: done, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: 'That did not go through', description: getApiErrorMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  };

  const add = (body: WantedBody) => void run('POST', '/api/wanted', body, 'Added to your wanted list').then((ok) => ok && setAdding(false));

  const list = items.data?.wanted ?? [];
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Wanted</h1>
          <p className="text-sm text-fg-muted">
            Say what you need. When matching stock is listed, we tell you, matched on its ratings, not just its words.
          </p>
        </div>
        {!adding ? (
          <Button onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Add a wanted item
          </Button>
        ) : null}
      </div>
      {adding ? (
        <section aria-labelledby="add-wanted-heading" className="space-y-3 rounded-lg border border-border bg-surface p-4">
          <h2 id="add-wanted-heading" className="text-lg font-semibold">
            Add a wanted item
          </h2>
          <WantedForm saving={change.isPending} onSave={add} onCancel={() => setAdding(false)} />
        </section>
      ) : null}
      <WantedAlerts />
      <section aria-labelledby="wanted-list-heading" className="space-y-3">
        <h2 id="wanted-list-heading" className="text-lg font-semibold">
          Your wanted list
        </h2>
        {items.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : items.isError ? (
          <Alert tone="danger" role="alert" title="Your wanted list could not be loaded">
            Check your connection and refresh the page.
          </Alert>
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border-strong bg-surface p-6 text-center text-sm text-fg-muted">
            Nothing yet. Add what you are after, or use ‘Save this search’ on the marketplace.
          </p>
        ) : (
          list.map((item) => (
            <WantedCard
              key={item.id}
              item={item}
              busy={change.isPending}
              onSave={(body) => run('PATCH', `/api/wanted/${item.id}`, body, 'Wanted item saved')}
              onPause={(paused) =>
                void run('PATCH', `/api/wanted/${item.id}`, { paused }, paused ? 'Paused: no alerts until you resume it' : 'Watching again')
              }
              onDelete={() => {
                if (window.confirm('Delete this wanted item? You will get no more alerts for it.'))
                  void run('DELETE', `/api/wanted/${item.id}`, undefined, 'Wanted item deleted');
              }}
            />
          ))
        )}
      </section>
    </main>
  );
}
