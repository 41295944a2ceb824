import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { AUTH_MESSAGES } from '../../../shared/messages/auth-messages.ts';
import type { LoginInput } from '../../../shared/schemas/auth.ts';
import { apiJson } from '../../lib/api.ts';
import type { LoginBody } from '../../lib/api-bodies.ts';
import { parseApiError, readBooleanField, readStringField } from '../../lib/api-error.ts';
import { readReturnPath } from '../../lib/return-path.ts';
import { loadLoginResponseSchema } from '../../lib/schema-loaders.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { PasswordField } from './password-field.tsx';

const validation = lazyResolver(() => import('./auth-resolvers.ts').then((m) => m.loginResolver));

interface LoginFormProps {
  defaultEmail?: string;
  onVerificationRequired: (email: string) => void;
}

export function LoginForm({ defaultEmail = '', onVerificationRequired }: LoginFormProps) {
  const { signIn } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  const requireVerification = (email: string) => {
    toast({
      title: 'Email verification required',
      description: `Please verify ${email} before signing in. Check your inbox for the verification link.`,
    });
    onVerificationRequired(email);
  };

  const login = useMutation({
    mutationFn: (values: LoginInput) => apiJson('POST', '/api/login', loadLoginResponseSchema, values satisfies LoginBody),
    onSuccess: (data, values) => {
      if (data.token && data.user) {
        signIn(data.token, data.user);
        navigate(readReturnPath(window.location.search));
      } else if (data.requiresVerification) {
        requireVerification(values.email);
      } else {
        toast({ title: 'Login failed', description: data.message || AUTH_MESSAGES.invalidCredentials, variant: 'destructive' });
      }
    },
    onError: (error, values) => {
      const info = parseApiError(error);
      if (readBooleanField(info, 'requiresVerification')) {
        requireVerification(readStringField(info, 'email') ?? values.email);
        return;
      }
      toast({
        title: 'Login failed',
        description: info.message ?? AUTH_MESSAGES.invalidCredentials,
        variant: 'destructive',
      });
    },
  });

  return (
    <form noValidate onFocus={validation.preload} onSubmit={form.handleSubmit((values) => login.mutate(values))} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      <div className="flex justify-end">
        <Link
          href="/forgot-password"
          className="inline-flex min-h-11 items-center text-sm font-medium text-fg underline underline-offset-4 hover:text-fg-muted md:min-h-0"
        >
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? <Spinner className="h-4 w-4" /> : null}
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
