import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';

export function BackToInventory() {
  return (
    <Link href="/" className={buttonClasses('ghost', 'sm', '-ml-3')}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Inventory
    </Link>
  );
}
