import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { MailCheck, MailWarning } from 'lucide-react';
import { ConfirmEmailChangeResponseSchema, RevertEmailChangeResponseSchema } from '../../../shared/schemas/account.ts';
import { apiJson } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageShell } from '../../components/page-shell.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

type State = { kind: 'working' } | { kind: 'done'; message: string; resetUrl?: string } | { kind: 'failed'; message: string };

/**
 * /account/confirm-email and /account/revert-email: the links mailed about an email change. The
 * token goes to the server once (a link opened twice shows the server's answer to the second).
 */
export function EmailLinkPage({ action }: { action: 'confirm' | 'revert' }) {
  const token = (new URLSearchParams(useSearch()).get('token') ?? '').trim();
  const { refetchUser } = useAuth();
  const [state, setState] = useState<State>({ kind: 'working' });
  const sent = useRef(false);
  useDocumentTitle(action === 'confirm' ? 'Confirm your new email' : 'Undo an email change');

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    apiJson(
      'POST',
      `/api/account/email/${action}`,
      action === 'confirm' ? ConfirmEmailChangeResponseSchema : RevertEmailChangeResponseSchema,
      { token },
    )
      .then((answer) => {
        setState({ kind: 'done', message: answer.message, resetUrl: 'resetUrl' in answer ? answer.resetUrl : undefined });
        void refetchUser();
      })
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: getApiErrorMessage(error, 'Something went wrong. Please try again later.') }),
      );
  }, [action, token, refetchUser]);

  const title = state.kind === 'failed' ? 'This link did not work' : action === 'confirm' ? 'Email address changed' : 'Email change undone';
  return (
    <PageShell
      title={state.kind === 'working' ? 'One moment...' : title}
      icon={
        state.kind === 'failed' ? (
          <MailWarning className="h-6 w-6" />
        ) : state.kind === 'done' ? (
          <MailCheck className="h-6 w-6" />
        ) : (
          <Spinner className="h-6 w-6" />
        )
      }
    >
      {state.kind === 'working' ? null : (
        <div role="status" className="space-y-4 text-center">
          <p className="text-sm text-fg-muted">{state.message}</p>
          {state.kind === 'done' && state.resetUrl ? (
            <a href={state.resetUrl} className={buttonClasses('primary')}>
              Set a new password
            </a>
          ) : (
            <Link href="/auth" className={buttonClasses('primary')}>
              Go to Login
            </Link>
          )}
        </div>
      )}
    </PageShell>
  );
}
