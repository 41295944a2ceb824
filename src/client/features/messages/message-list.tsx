import { useEffect, useRef } from 'react';
import type { ConversationDetail } from '../../../shared/schemas/deals.ts';
import { cn } from '../../components/ui/cn.ts';
import { ContactWarning } from '../../components/safety/contact-warning.tsx';
import { formatFullTime } from '../../lib/format-time.ts';

/** The thread, oldest first, scrolled to the newest; events (offers, agreements) sit in the middle. */
export function MessageList({ messages }: { messages: ConversationDetail['messages'] }) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last]);

  return (
    <ol aria-label="Messages" className="flex flex-1 flex-col gap-3 overflow-y-auto p-3 sm:p-4">
      {messages.map((m) =>
        m.kind === 'event' ? (
          <li key={m.id} className="self-center rounded-full bg-surface-muted px-3 py-1 text-center text-xs font-medium text-fg">
            {m.body} <span className="text-fg-muted">· {formatFullTime(m.createdAt)}</span>
          </li>
        ) : (
          <li key={m.id} className={cn('flex max-w-[85%] flex-col gap-1', m.fromMe ? 'items-end self-end' : 'items-start self-start')}>
            <div
              className={cn(
                'rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words',
                m.fromMe ? 'bg-accent text-accent-fg' : 'border border-border bg-surface-muted text-fg',
              )}
            >
              <span className="sr-only">{m.fromMe ? 'You: ' : 'They: '}</span>
              {m.body}
            </div>
            {m.contactWarning ? <ContactWarning always /> : null}
            <time dateTime={m.createdAt} className="text-xs text-fg-muted">
              {formatFullTime(m.createdAt)}
            </time>
          </li>
        ),
      )}
      <li ref={end} aria-hidden />
    </ol>
  );
}
