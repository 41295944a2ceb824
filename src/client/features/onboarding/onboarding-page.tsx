import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { PRODUCT_NAME } from '../../../shared/constants/product.ts';
import type { CompleteProfileInput } from '../../../shared/schemas/auth.ts';
import { CompleteProfileResponseSchema } from '../../../shared/schemas/user.ts';
import { apiJson } from '../../lib/api.ts';
import type { CompleteProfileBody } from '../../lib/api-bodies.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { toast } from '../../lib/toast-store.ts';
import { Logo } from '../../components/logo.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { OnboardingForm } from './onboarding-form.tsx';

/** Spec §2 Complete-profile: takes over every non-public path until the profile is complete. */
export function OnboardingPage() {
  const { user, setUser, refetchUser } = useAuth();
  const [, navigate] = useLocation();

  const complete = useMutation({
    mutationFn: (values: CompleteProfileInput) =>
      apiJson('POST', '/api/complete-profile', CompleteProfileResponseSchema, values satisfies CompleteProfileBody),
    onSuccess: async (data) => {
      toast({ title: `Welcome to ${PRODUCT_NAME}! Your account has been set up successfully.`, variant: 'success' });
      if (data.user) setUser(data.user);
      await refetchUser();
      navigate('/');
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to complete your profile. Please try again.', variant: 'destructive' });
    },
  });

  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <div className="mb-6 flex justify-center">
        <Logo />
      </div>
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight">Join {PRODUCT_NAME}</h1>
          <CardDescription>Create your account to start buying and selling M&amp;E stock</CardDescription>
        </CardHeader>
        <CardContent>
          <OnboardingForm user={user} isPending={complete.isPending} onSubmit={(values) => complete.mutate(values)} />
        </CardContent>
      </Card>
    </main>
  );
}
