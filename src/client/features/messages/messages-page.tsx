import { MessagesSquare } from 'lucide-react';
import { useAuth } from '../../lib/auth-context.tsx';
import { useConversations } from '../../lib/message-queries.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../components/ui/cn.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationThread } from './conversation-thread.tsx';

/**
 * /messages and /messages/{id}: the inbox beside the open thread on wide screens; on a phone the
 * list, or the thread with a way back (as eBay's and Gumtree's messages work).
 */
export function MessagesPage({ conversationId }: { conversationId: number | null }) {
  const { user } = useAuth();
  const inbox = useConversations(user !== null);
  const unread = inbox.data?.unreadTotal ?? 0;
  useDocumentTitle(unread > 0 ? `Messages (${unread})` : 'Messages');

  return (
    <main className="mx-auto w-full max-w-6xl px-0 py-0 sm:px-4 sm:py-6">
      <h1
        className={cn('px-4 pt-4 text-2xl font-bold tracking-tight sm:px-0 sm:pt-0', conversationId !== null && 'sr-only md:not-sr-only')}
      >
        Messages
      </h1>
      <div className="mt-3 grid min-h-[70dvh] grid-cols-1 overflow-hidden border-border bg-surface sm:rounded-lg sm:border md:grid-cols-[20rem_1fr]">
        <section
          aria-label="Conversations"
          className={cn('min-w-0 border-border md:block md:border-r', conversationId !== null && 'hidden')}
        >
          <ConversationList query={inbox} activeId={conversationId} />
        </section>
        <section aria-label="Conversation" className={cn('min-w-0', conversationId === null && 'hidden md:flex')}>
          {conversationId !== null ? (
            <ConversationThread key={conversationId} id={conversationId} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center text-fg-muted">
              <MessagesSquare className="h-10 w-10" strokeWidth={1.5} aria-hidden />
              <p>Choose a conversation to read it here.</p>
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
