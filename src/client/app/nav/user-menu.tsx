import { useLocation } from 'wouter';
import type { PublicUser } from '../../../shared/schemas/user.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { getAvatarInitial, getMenuName } from '../../lib/user-display.ts';
import { accountLinksFor, LOG_OUT } from './nav-links.ts';
import { useLogout } from './use-logout.ts';

export function UserMenu({ user }: { user: PublicUser }) {
  const [, navigate] = useLocation();
  const logout = useLogout();
  const name = getMenuName(user);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="flex h-10 w-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Avatar imageUrl={user.profileImageUrl} initials={getAvatarInitial(user)} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          {name ? <p className="truncate text-sm font-medium">{name}</p> : null}
          <p className="truncate text-xs text-fg-muted">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinksFor(user).map((link) => (
          <DropdownMenuItem key={link.href} onSelect={() => navigate(link.href)}>
            <link.icon className="h-4 w-4" aria-hidden />
            {link.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LOG_OUT.icon className="h-4 w-4" aria-hidden />
          {LOG_OUT.label}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
