import { Redirect } from 'wouter';
import { useAuth } from '../../lib/auth-context.tsx';
import { BackToInventory } from './back-to-inventory.tsx';

/** Placeholder: the single-item edit screen (spec §2 Edit Item) replaces this. */
export function EditItemPage({ id }: { id: string }) {
  const { user } = useAuth();
  // Spec §2: the screen itself also sends signed-out visitors to /auth.
  if (!user) return <Redirect to="/auth" replace />;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <BackToInventory />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Edit Item</h1>
      <p className="mt-1 text-sm text-fg-muted">Item #{id}</p>
    </main>
  );
}
