import { useConversations } from '../../lib/message-queries.ts';
import { useNotifications } from '../../lib/notification-queries.ts';
import type { NavBadge } from './nav-links.ts';

/** The unread counts the navigation shows beside Messages and Wanted (polled while the tab is visible). */
export function useNavBadges(): Record<NavBadge, number> {
  const conversations = useConversations(true);
  const notifications = useNotifications(true);
  return { messages: conversations.data?.unreadTotal ?? 0, alerts: notifications.data?.unread ?? 0 };
}
