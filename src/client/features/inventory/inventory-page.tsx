import { Link } from 'wouter';
import { Plus } from 'lucide-react';
import { useAuth } from '../../lib/auth-context.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/** Placeholder for the inventory dashboard (spec §2 Inventory page), built in its own issue. */
export function InventoryPage() {
  const { user } = useAuth();
  if (!user) return null;
  const firstName = user.firstName?.trim();

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Your M&amp;E Inventory</h1>
          <p className="mt-1 text-fg-muted">{firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}</p>
        </div>
        <Link href="/add-item" className={buttonClasses('primary')}>
          <Plus className="h-4 w-4" aria-hidden />
          Add Item
        </Link>
      </div>
    </main>
  );
}
