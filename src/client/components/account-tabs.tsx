import { Link, useLocation } from 'wouter';
import { cn } from './ui/cn.ts';

const TABS = [
  { href: '/profile', label: 'Profile' },
  { href: '/profile/security', label: 'Security' },
  { href: '/profile/data', label: 'Your data' },
] as const;

/** Profile, Security and Your data: the three pages of an account, as links (each has its own URL). */
export function AccountTabs() {
  const [location] = useLocation();
  return (
    <nav aria-label="Account" className="flex gap-1 border-b border-border">
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
