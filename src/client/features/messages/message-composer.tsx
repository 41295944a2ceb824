import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { ContactWarning } from '../../components/safety/contact-warning.tsx';

const MAX_MESSAGE = 2000;

interface MessageComposerProps {
  disabledReason: string | null;
  sending: boolean;
  onSend: (message: string) => Promise<boolean>;
}

/** Write a reply; a phone number, email address or link typed in is flagged before it is sent. */
export function MessageComposer({ disabledReason, sending, onSend }: MessageComposerProps) {
  const [text, setText] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    if (await onSend(text.trim())) setText('');
  };

  if (disabledReason) return <p className="border-t border-border p-3 text-sm text-fg-muted">{disabledReason}</p>;
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2 border-t border-border p-3">
      <ContactWarning text={text} live />
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
