import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { RegisterInput } from '../../../shared/schemas/auth.ts';
import { apiJson } from '../../lib/api.ts';
import type { RegisterBody } from '../../lib/api-bodies.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { readReturnPath } from '../../lib/return-path.ts';
import { loadRegisterResponseSchema } from '../../lib/schema-loaders.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { PasswordField } from './password-field.tsx';

const validation = lazyResolver(() => import('./auth-resolvers.ts').then((m) => m.registerResolver));

export const PASSWORD_HINT = '8+ characters, 1 uppercase letter and 1 special character (e.g. !@#$%^&*)';

interface RegisterFormProps {
  /** Registration succeeded but the address must be verified before signing in. */
  onVerificationPending: (message: string, email: string) => void;
}

export function RegisterForm({ onVerificationPending }: RegisterFormProps) {
  const { signIn } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { firstName: '', lastName: '', businessName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const register = useMutation({
    mutationFn: (values: RegisterInput) =>
      apiJson('POST', '/api/register', loadRegisterResponseSchema, {
        ...values,
        businessName: values.businessName || undefined,
      } satisfies RegisterBody),
    onSuccess: (data, values) => {
      if (data.token && !data.requiresVerification) {
        signIn(data.token, data.user);
        navigate(readReturnPath(window.location.search));
        return;
      }
      onVerificationPending(data.message, values.email);
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: getApiErrorMessage(error, 'Failed to create account'),
        variant: 'destructive',
      });
    },
  });

  return (
    <form noValidate onFocus={validation.preload} onSubmit={form.handleSubmit((values) => register.mutate(values))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <TextField
        label="Business Name (Optional)"
        autoComplete="organization"
        error={errors.businessName?.message}
        {...form.register('businessName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? <Spinner className="h-4 w-4" /> : null}
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
