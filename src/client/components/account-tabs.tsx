import { LinkTabs } from './ui/link-tabs.tsx';

const TABS = [
  { href: '/profile', label: 'Profile' },
  { href: '/profile/security', label: 'Security' },
  { href: '/profile/data', label: 'Your data' },
] as const;

/** Profile, Security and Your data: the three pages of an account, as links (each has its own URL). */
export function AccountTabs() {
  return <LinkTabs label="Account" tabs={TABS} />;
}
