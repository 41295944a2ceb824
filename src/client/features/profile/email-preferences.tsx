import { useMutation } from '@tanstack/react-query';
import { PublicUserSchema, type PublicUser } from '../../../shared/schemas/user.ts';
import { apiJson } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { toast } from '../../lib/toast-store.ts';
import { InfoCard } from './info-card.tsx';

/** Which emails the user gets: messages from buyers and sellers (saved as soon as it is changed). */
export function EmailPreferences({ user }: { user: PublicUser }) {
  const { setUser } = useAuth();
  const save = useMutation({
    mutationFn: (messageEmails: boolean) => apiJson('PATCH', '/api/profile', PublicUserSchema, { messageEmails }),
    onSuccess: (updated) => {
      setUser(updated);
      toast({ title: updated.messageEmails ? 'Message emails on' : 'Message emails off', variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'Update failed', description: getApiErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <InfoCard title="Email notifications">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 accent-accent"
          checked={save.isPending ? save.variables : user.messageEmails}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        <span>
          <span className="font-medium text-fg">Email me when someone sends me a message or an offer</span>
          <span className="block text-fg-muted">
            At most one email per conversation every 10 minutes while it is unread. Wanted-list alerts are set on each wanted item.
          </span>
        </span>
      </label>
    </InfoCard>
  );
}
