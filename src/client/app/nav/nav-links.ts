import { Download, LogOut, Package, Store, User } from 'lucide-react';

/** The marketplace: for everyone, signed in or not (the guest header shows it too). */
export const MARKETPLACE_LINK = { href: '/search', label: 'Marketplace', icon: Store } as const;

/** The links the desktop bar and the mobile sheet share. */
export const NAV_LINKS = [{ href: '/', label: 'Inventory', icon: Package }, MARKETPLACE_LINK] as const;

/** The account links the user menu and the mobile sheet share, in this order, before 'Log out'. */
export const ACCOUNT_LINKS = [
  { href: '/export', label: 'Export CSV', icon: Download },
  { href: '/profile', label: 'Profile', icon: User },
] as const;

/** The sign-out action that ends both account lists. */
export const LOG_OUT = { label: 'Log out', icon: LogOut } as const;
