import { DISPUTE_LABELS } from '../../../shared/constants/disputes.ts';
import { LinkTabs } from '../../components/ui/link-tabs.tsx';

const TABS = [
  { href: '/admin/reports', label: 'Reports' },
  { href: '/admin/disputes', label: DISPUTE_LABELS.adminSection },
] as const;

/** The admin queue's two views, as links (each has its own URL). */
export function AdminTabs() {
  return <LinkTabs label="Admin" tabs={TABS} />;
}
