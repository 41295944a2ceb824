import { useEffect, useRef } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useAuth } from '../../lib/auth-context.tsx';
import { toast } from '../../lib/toast-store.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { BackToInventory } from '../../components/back-to-inventory.tsx';
import { EditItemForm } from './edit-item-form.tsx';
import { INVENTORY_MESSAGES } from './inventory-messages.ts';
import { useListing } from './inventory-queries.ts';

/** The single-item edit screen (spec §2 Edit Item): PUT with the total price. */
export function EditItemPage({ id }: { id: string }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const item = useListing(id, user !== null);
  const reported = useRef(false);

  useEffect(() => {
    if (!item.isError || reported.current) return;
    reported.current = true;
    toast({ title: INVENTORY_MESSAGES.loadItemFailed, variant: 'destructive' });
    navigate('/', { replace: true });
  }, [item.isError, navigate]);

  // Spec §2: the screen itself also sends signed-out visitors to /auth.
  if (!user) return <Redirect to="/auth" replace />;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <BackToInventory />
      <h1 className="mt-4 mb-6 text-3xl font-bold tracking-tight">Edit Item</h1>
      {item.data ? (
        <Card>
          <CardHeader>
            <CardTitle>Update Item Details</CardTitle>
          </CardHeader>
          <CardContent>
            <EditItemForm key={item.data.id} listing={item.data} />
          </CardContent>
        </Card>
      ) : (
        <div role="status" className="flex min-h-48 items-center justify-center gap-3 text-fg-muted">
          <Spinner className="h-6 w-6" />
          <span>Loading item...</span>
        </div>
      )}
    </main>
  );
}
