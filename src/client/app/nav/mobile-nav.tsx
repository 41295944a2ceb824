import { useState } from 'react';
import { Link } from 'wouter';
import { Menu, Plus } from 'lucide-react';
import type { PublicUser } from '../../../shared/schemas/user.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Sheet } from '../../components/ui/sheet.tsx';
import { getAvatarInitial, getMenuName } from '../../lib/user-display.ts';
import { accountLinksFor, LOG_OUT, NAV_LINKS, type NavBadge } from './nav-links.ts';
import { NavCount } from './nav-badge.tsx';
import { useLogout } from './use-logout.ts';

const SHEET_LINK = cn(buttonClasses('ghost', 'md'), 'w-full justify-start');

export function MobileNav({ user, current, badges }: { user: PublicUser; current: string; badges: Record<NavBadge, number> }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const close = () => setOpen(false);
  const name = getMenuName(user);
  const unread = badges.messages + badges.alerts;

  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title="Menu"
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={unread > 0 ? 'Open menu, unread messages or alerts' : 'Open menu'}
          className="relative"
        >
          <Menu className="h-6 w-6" aria-hidden />
          {unread > 0 ? <span className="absolute top-2 right-2 h-2.5 w-2.5 rounded-full bg-accent" aria-hidden /> : null}
        </Button>
      }
    >
      <div className="flex items-center gap-3 border-b border-border pb-4">
        <Avatar imageUrl={user.profileImageUrl} initials={getAvatarInitial(user)} className="h-10 w-10 text-base" />
        <div className="min-w-0">
          {name ? <p className="truncate text-sm font-medium text-fg">{name}</p> : null}
          <p className="truncate text-xs text-fg-muted">{user.email}</p>
        </div>
      </div>
      <nav aria-label="Mobile">
        <ul className="grid gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={close}
                aria-current={current === link.href ? 'page' : undefined}
                className={cn(SHEET_LINK, current === link.href && 'bg-surface-muted font-semibold')}
              >
                <link.icon className="h-5 w-5" aria-hidden />
                {link.label}
                {link.badge ? <NavCount count={badges[link.badge]} /> : null}
              </Link>
            </li>
          ))}
          <li>
            <Link href="/add-item" onClick={close} className={cn(buttonClasses('primary'), 'w-full justify-start')}>
              <Plus className="h-5 w-5" aria-hidden />
              Add Item
            </Link>
          </li>
          {accountLinksFor(user).map((link) => (
            <li key={link.href}>
              <Link href={link.href} onClick={close} className={SHEET_LINK}>
                <link.icon className="h-5 w-5" aria-hidden />
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={SHEET_LINK}
              disabled={logout.isPending}
              onClick={() => {
                close();
                logout.mutate();
              }}
            >
              <LOG_OUT.icon className="h-5 w-5" aria-hidden />
              {LOG_OUT.label}
            </button>
          </li>
        </ul>
      </nav>
    </Sheet>
  );
}
