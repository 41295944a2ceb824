import { Link, useLocation } from 'wouter';
import { MonitorDown, Plus } from 'lucide-react';
import type { PublicUser } from '../../../shared/schemas/user.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { normalisePath } from '../route-rules.ts';
import { Logo } from '../../components/logo.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { NAV_LINKS } from './nav-links.ts';
import { useInstallPrompt } from './use-install-prompt.ts';
import { NavCount } from './nav-badge.tsx';
import { useNavBadges } from './use-nav-badges.ts';
import { UserMenu } from './user-menu.tsx';

export function NavBar({ user }: { user: PublicUser }) {
  const [location] = useLocation();
  const current = normalisePath(location);
  const { canInstall, install } = useInstallPrompt();
  const badges = useNavBadges();

  return (
    <header
      data-sticky-nav
      className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={current === link.href ? 'page' : undefined}
                  className={cn(buttonClasses('ghost', 'sm'), current === link.href && 'bg-surface-muted font-semibold')}
                >
                  {link.label}
                  {link.badge ? <NavCount count={badges[link.badge]} /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          {canInstall ? (
            <Button variant="secondary" size="sm" onClick={() => void install()}>
              <MonitorDown className="h-4 w-4" aria-hidden />
              Install App
            </Button>
          ) : null}
          <Link href="/add-item" className={buttonClasses('primary', 'sm')}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Item
          </Link>
          <UserMenu user={user} />
        </div>
        <div className="ml-auto md:hidden">
          <MobileNav user={user} current={current} badges={badges} />
        </div>
      </div>
    </header>
  );
}
