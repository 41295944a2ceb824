import { BellRing, Download, Eye, Flag, LogOut, MessagesSquare, Package, ShoppingBag, Store, User } from 'lucide-react';

/** The marketplace: for everyone, signed in or not (the guest header shows it too). */
export const MARKETPLACE_LINK = { href: '/search', label: 'Marketplace', icon: Store } as const;

/** Which count a link carries as a badge: unread messages, unread wanted-list alerts. */
export type NavBadge = 'messages' | 'alerts';

/** The links the desktop bar and the mobile sheet share. */
export const NAV_LINKS: ReadonlyArray<{ href: string; label: string; icon: typeof Package; badge?: NavBadge }> = [
  { href: '/', label: 'Inventory', icon: Package },
  MARKETPLACE_LINK,
  { href: '/wanted', label: 'Wanted', icon: BellRing, badge: 'alerts' },
  { href: '/messages', label: 'Messages', icon: MessagesSquare, badge: 'messages' },
  { href: '/orders', label: 'Orders', icon: ShoppingBag },
];

/** The account links the user menu and the mobile sheet share, in this order, before 'Log out'. */
export const ACCOUNT_LINKS = [
  { href: '/export', label: 'Export CSV', icon: Download },
  { href: '/profile', label: 'Profile', icon: User },
] as const;

/** The listings the user watches: in the account lists (the desktop bar has no room for a sixth link at 768 px). */
export const WATCHLIST_LINK = { href: '/watchlist', label: 'Watchlist', icon: Eye } as const;

/** For admins only: the reports queue (issue 16 moderation). */
export const ADMIN_LINK = { href: '/admin/reports', label: 'Reports', icon: Flag } as const;

/** The account links a user sees: their watchlist, the spec's two, and the reports queue for an admin. */
export function accountLinksFor(user: { isAdmin: boolean }) {
  return user.isAdmin ? [WATCHLIST_LINK, ...ACCOUNT_LINKS, ADMIN_LINK] : [WATCHLIST_LINK, ...ACCOUNT_LINKS];
}

/** The sign-out action that ends both account lists. */
export const LOG_OUT = { label: 'Log out', icon: LogOut } as const;
