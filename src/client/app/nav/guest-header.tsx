import { Link, useLocation } from 'wouter';
import { Store, Tag } from 'lucide-react';
import { SELL_HREF } from '../../../shared/front-door.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Logo } from '../../components/logo.tsx';
import { normalisePath } from '../route-rules.ts';
import { MARKETPLACE_LINK } from './nav-links.ts';

/** Browse and Sell: the marketplace, and the way in for a seller (the Register tab). */
const GUEST_LINKS = [
  { href: MARKETPLACE_LINK.href, label: 'Browse', icon: Store },
  { href: SELL_HREF, label: 'Sell', icon: Tag },
] as const;

/** What a signed-out visitor sees above public pages (the front door, marketplace, legal, password, verification). */
export function GuestHeader() {
  const [location] = useLocation();
  const path = normalisePath(location);
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-4 sm:gap-2">
        {/* Browse, Sell and Log In / Register fill a 360 px phone: the name shows from 400 px. */}
        <Logo compact />
        <nav aria-label="Main" className="ml-auto flex items-center gap-1">
          {GUEST_LINKS.map((link) => {
            const current = path === link.href;
            return (
              <Link
                key={link.label}
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={cn(buttonClasses('ghost', 'sm'), 'px-2 sm:px-3', current && 'bg-surface-muted font-semibold')}
              >
                <link.icon className="h-4 w-4" aria-hidden />
                {/* The icon alone on the narrowest phones, so the bar never scrolls sideways. */}
                <span className="sr-only sm:not-sr-only">{link.label}</span>
              </Link>
            );
          })}
        </nav>
        <Link href="/auth" className={buttonClasses('secondary', 'sm')}>
          Log In / Register
        </Link>
      </div>
    </header>
  );
}
