import { useCallback } from 'react';
import { getApiErrorMessage, parseApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AgreementPanel } from './agreement-panel.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';
import { OfferPanel, type ThreadAct } from './offer-panel.tsx';
import { ThreadHeader } from './thread-header.tsx';
import { useThread, useThreadAction } from './thread-queries.ts';

/** One conversation: the listing it is about, the deal so far, the messages and a reply box. */
export function ConversationThread({ id }: { id: number }) {
  const thread = useThread(id);
  const action = useThreadAction(id);

  const act = useCallback<ThreadAct>(
    async (path, body, method = 'POST') => {
      try {
        await action.mutateAsync({ path, body, method });
        return true;
      } catch (error) {
        toast({ title: 'That did not go through', description: getApiErrorMessage(error, 'Please try again.'), variant: 'destructive' });
        return false;
      }
    },
    [action],
  );

  if (thread.isPending) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center p-8 text-fg-muted">
        <Spinner className="h-6 w-6" />
        <span className="sr-only">Loading...</span>
      </div>
    );
  }
  if (thread.isError) {
    const gone = parseApiError(thread.error).status === 404;
    return (
      <Alert tone="danger" role="alert" title={gone ? 'Conversation not found' : 'This conversation could not be loaded'} className="m-3">
        {gone ? 'It may have been removed, or it belongs to someone else.' : 'Check your connection and refresh the page.'}
      </Alert>
    );
  }

  const detail = thread.data;
  const disabledReason = detail.blocked ? 'Messages are closed: one of you has blocked the other.' : null;
  return (
    <div className="flex max-h-[80dvh] min-h-[70dvh] w-full flex-col">
      <ThreadHeader detail={detail} onBlockChange={() => void thread.refetch()} />
      <AgreementPanel key={detail.agreement?.offerId ?? 'none'} detail={detail} act={act} busy={action.isPending} />
      <OfferPanel detail={detail} act={act} busy={action.isPending} />
      <MessageList messages={detail.messages} />
      <MessageComposer
        disabledReason={disabledReason}
        sending={action.isPending}
        onSend={(message) => act(`/api/conversations/${id}/messages`, { message })}
      />
    </div>
  );
}
