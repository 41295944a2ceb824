import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ChangePasswordSchema } from '../../../shared/schemas/account.ts';
import { listUnmetPasswordRules } from '../../../shared/password-rules.ts';
import { MessageSchema } from '../../../shared/schemas/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { PasswordRulesList } from '../../components/password-rules-list.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Section } from './section.tsx';
import { useAccountAction } from './use-account-action.ts';

/** The route's body schema plus the confirmation, which only the form has (the button waits for a match). */
const ChangePasswordFormSchema = ChangePasswordSchema.extend({ confirmPassword: z.string() });
type ChangePasswordFields = z.input<typeof ChangePasswordFormSchema>;
type ChangePasswordFormInput = z.output<typeof ChangePasswordFormSchema>;

/** Change password: the current one, then a new one that meets the rules; other devices are signed out. */
export function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const form = useForm<ChangePasswordFields, unknown, ChangePasswordFormInput>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [current, next, confirm] = form.watch(['currentPassword', 'newPassword', 'confirmPassword']);
  const action = useAccountAction(MessageSchema);
  const mismatch = confirm.length > 0 && next !== confirm;
  const ready = current && next && confirm && !mismatch && listUnmetPasswordRules(next).length === 0;

  const submit = async ({ currentPassword, newPassword }: ChangePasswordFormInput) => {
    if (!ready) return;
    const answer = await action.run('POST', '/api/account/password', { currentPassword, newPassword });
    if (!answer) return;
    toast({ title: 'Password changed', description: answer.message, variant: 'success' });
    form.reset();
    onChanged();
  };

  return (
    <Section id="password-heading" title="Password" description="You will stay signed in here; every other device is signed out.">
      <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate className="grid max-w-md gap-4">
        <div className="space-y-1.5">
          <Label htmlFor="current-password">Current password</Label>
          <PasswordInput
            id="current-password"
            toggleLabel="current password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="new-password">New password</Label>
          <PasswordInput
            id="new-password"
            toggleLabel="new password"
            autoComplete="new-password"
            {...form.register('newPassword')}
            aria-describedby="new-password-rules"
          />
          <PasswordRulesList password={next} id="new-password-rules" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="confirm-new-password">Confirm new password</Label>
          <PasswordInput
            id="confirm-new-password"
            toggleLabel="new password confirmation"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            aria-invalid={mismatch || undefined}
          />
          {mismatch ? <p className="text-sm font-medium text-danger">Passwords do not match</p> : null}
        </div>
        {action.error ? (
          <Alert tone="danger" role="alert">
            {action.error}
          </Alert>
        ) : null}
        <Button type="submit" disabled={!ready || action.pending} className="justify-self-start">
          {action.pending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Section>
  );
}
