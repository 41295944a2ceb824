import { Link, useLocation } from 'wouter';
import { cn } from './cn.ts';

export interface LinkTab {
  href: string;
  label: string;
}

/**
 * Tabs that are links, each view with its own URL (account pages, the admin queue): a nav with
 * the current page marked by `aria-current`, not an ARIA tablist (these load pages).
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  const [location] = useLocation();
  const here = location.toLowerCase().replace(/\/+$/, '');
  return (
    <nav aria-label={label} className="flex gap-1 border-b border-border">
      {tabs.map((tab) => {
        const current = here === tab.href;
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
