import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from './ui/button.tsx';

/** The spec's 'Back to Inventory' button of /add-item and /edit-item: a link to /. */
export function BackToInventory() {
  return (
    <Link href="/" className={buttonClasses('ghost', 'sm', '-ml-3')}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Inventory
    </Link>
  );
}
