import { Link, useLocation } from 'wouter';
import { DISPUTE_LABELS } from '../../../shared/constants/disputes.ts';
import { cn } from '../../components/ui/cn.ts';

const TABS = [
  { href: '/admin/reports', label: 'Reports' },
  { href: '/admin/disputes', label: DISPUTE_LABELS.adminSection },
] as const;

/** The admin queue's two views, as links (each has its own URL). */
export function AdminTabs() {
  const [location] = useLocation();
  return (
    <nav aria-label="Admin" className="flex gap-1 border-b border-border">
      {TABS.map((tab) => {
        const current = location.toLowerCase().replace(/\/+$/, '') === tab.href;
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={current ? 'page' : undefined}
            className={cn(
              '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
              current ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
