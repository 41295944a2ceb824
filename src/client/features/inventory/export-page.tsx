import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '../../components/ui/spinner.tsx';
import { exportInventory } from './export-inventory.ts';

/** /export (the menu's 'Export CSV', decisions §8): download the CSV, then back to the inventory. */
export function ExportPage() {
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: StrictMode runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void exportInventory('csv').finally(() => navigate('/', { replace: true }));
  }, [navigate]);

  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-4 text-fg-muted" role="status" aria-live="polite">
      <Spinner className="h-8 w-8" />
      <p>Preparing your CSV export...</p>
    </main>
  );
}
