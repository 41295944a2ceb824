import { useState, type FormEvent } from 'react';
import { Send, TriangleAlert } from 'lucide-react';
import { findContactDetails } from '../../../shared/contact-details.ts';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { CONTACT_WARNING } from './message-list.tsx';

const MAX_MESSAGE = 2000;

interface MessageComposerProps {
  disabledReason: string | null;
  sending: boolean;
  onSend: (message: string) => Promise<boolean>;
}

/** Write a reply; a phone number, email address or link typed in is flagged before it is sent. */
export function MessageComposer({ disabledReason, sending, onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const warn = findContactDetails(text).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    if (await onSend(text.trim())) setText('');
  };

  if (disabledReason) return <p className="border-t border-border p-3 text-sm text-fg-muted">{disabledReason}</p>;
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2 border-t border-border p-3">
      {warn ? (
        <p role="status" className="flex items-start gap-1.5 text-xs text-warning">
          <TriangleAlert className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          {CONTACT_WARNING}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <Textarea
          aria-label="Your message"
          placeholder="Write a message"
          rows={2}
          maxLength={MAX_MESSAGE}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
          }}
          className="min-h-11 flex-1 resize-y"
        />
        <Button type="submit" disabled={sending || !text.trim()}>
          <Send className="h-4 w-4" aria-hidden />
          Send
        </Button>
      </div>
    </form>
  );
}
