import { Package } from 'lucide-react';

/** The links the desktop bar and the mobile sheet share. */
export const NAV_LINKS = [{ href: '/', label: 'Inventory', icon: Package }] as const;
