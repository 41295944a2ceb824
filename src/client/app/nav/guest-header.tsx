import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Logo } from '../../components/logo.tsx';
import { normalisePath } from '../route-rules.ts';
import { MARKETPLACE_LINK } from './nav-links.ts';

/** What a signed-out visitor sees above public pages (marketplace, legal, password, verification). */
export function GuestHeader() {
  const [location] = useLocation();
  const current = normalisePath(location) === MARKETPLACE_LINK.href;
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Logo />
        <nav aria-label="Main" className="ml-auto">
          <Link
            href={MARKETPLACE_LINK.href}
            aria-current={current ? 'page' : undefined}
            className={cn(buttonClasses('ghost', 'sm'), current && 'bg-surface-muted font-semibold')}
          >
            <MARKETPLACE_LINK.icon className="h-4 w-4" aria-hidden />
            {/* The icon alone on the narrowest phones, so the bar never scrolls sideways. */}
            <span className="sr-only sm:not-sr-only">{MARKETPLACE_LINK.label}</span>
          </Link>
        </nav>
        <Link href="/auth" className={buttonClasses('secondary', 'sm')}>
          Log In / Register
        </Link>
      </div>
    </header>
  );
}
