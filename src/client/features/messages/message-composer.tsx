import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SendMessageSchema, type SendMessageInput } from '../../../shared/schemas/deals.ts';
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
  const form = useForm<z.input<typeof SendMessageSchema>, unknown, SendMessageInput>({
    resolver: zodResolver(SendMessageSchema),
    defaultValues: { message: '' },
  });
  const text = form.watch('message');
  // The schema trims and checks the length; the thread's mutation (`sending`) does the rest.
  const submit = form.handleSubmit(async ({ message }) => {
    if (sending) return;
    if (await onSend(message)) form.reset({ message: '' });
  });

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
          {...form.register('message')}
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
