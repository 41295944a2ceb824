import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { MessagesSquare } from 'lucide-react';
import type { ConversationSummary } from '../../../shared/schemas/deals.ts';
import { ItemImage } from '../../components/listing/item-image.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatWhen } from '../../lib/format-time.ts';

interface ConversationListProps {
  query: UseQueryResult<{ conversations: ConversationSummary[]; unreadTotal: number }>;
  activeId: number | null;
}

/** The inbox: newest activity first, unread counts, the listing each conversation is about. */
export function ConversationList({ query, activeId }: ConversationListProps) {
  if (query.isPending) {
    return (
      <ul aria-hidden className="divide-y divide-border">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex gap-3 p-3">
            <Skeleton className="h-12 w-16" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="danger" role="alert" title="Your messages could not be loaded" className="m-3">
        Check your connection and refresh the page.
      </Alert>
    );
  }
  const { conversations } = query.data;
  if (conversations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 p-8 text-center text-fg-muted">
        <MessagesSquare className="h-10 w-10" strokeWidth={1.5} aria-hidden />
        <p className="font-medium text-fg">No messages yet</p>
        <p className="text-sm">Find stock on the marketplace and contact the seller: your conversations appear here.</p>
        <Link href="/search" className={buttonClasses('secondary', 'sm')}>
          Browse the marketplace
        </Link>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {conversations.map((c) => (
        <li key={c.id}>
          <Link
            href={`/messages/${c.id}`}
            aria-current={c.id === activeId ? 'page' : undefined}
            className={cn(
              'flex gap-3 p-3 hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
              c.id === activeId && 'bg-surface-muted',
            )}
          >
            <div className="w-16 shrink-0">
              <ItemImage src={c.listing.thumbnailUrl ?? undefined} className="rounded" />
            </div>
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-2">
                <p className={cn('truncate text-sm', c.unread > 0 ? 'font-bold text-fg' : 'font-medium text-fg')}>
                  {c.otherParty.displayName}
                </p>
                <span className="shrink-0 text-xs text-fg-muted">{formatWhen(c.updatedAt)}</span>
              </div>
              <p className="truncate text-xs text-fg-muted">{c.listing.title}</p>
              <div className="flex items-center justify-between gap-2">
                <p className={cn('truncate text-sm', c.unread > 0 ? 'text-fg' : 'text-fg-muted')}>
                  {c.lastMessage ? `${c.lastMessage.fromMe ? 'You: ' : ''}${c.lastMessage.body}` : ''}
                </p>
                {c.unread > 0 ? (
                  <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-fg">
                    {c.unread}
                    <span className="sr-only"> unread</span>
                  </span>
                ) : null}
              </div>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
