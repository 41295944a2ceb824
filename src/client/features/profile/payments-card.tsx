import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { CircleCheck, CreditCard } from 'lucide-react';
import { PaymentAccountSchema, PaymentRedirectSchema } from '../../../shared/schemas/payments.ts';
import { apiJson } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { Button } from '../../components/ui/button.tsx';
import { InfoCard } from './info-card.tsx';
import { FormError } from '../../components/ui/form-error.tsx';

/** GET /api/payments/account also asks Stripe again, so coming back from onboarding shows the new state. */
const PAYMENT_ACCOUNT_KEY = ['/api/payments/account'] as const;

/**
 * Card payments for the seller: Stripe Connect's state and the way into (or back to) its hosted
 * onboarding. Nothing at all when SpareStock takes no card payments (or the answer is missing).
 */
export function PaymentsCard() {
  const account = useQuery({
    queryKey: PAYMENT_ACCOUNT_KEY,
    queryFn: () => apiJson('GET', '/api/payments/account', PaymentAccountSchema),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  // Stripe sends the seller back to /profile?stripe=return (done or not) or ?stripe=refresh (the link had expired).
  const back = new URLSearchParams(useSearch()).get('stripe');
  const connect = useMutation({
    mutationFn: () => apiJson('POST', '/api/payments/connect', PaymentRedirectSchema, {}),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  // Still disabled once it succeeded: the browser is on its way to Stripe.
  const busy = connect.isPending || connect.isSuccess;
  const error = connect.isError
    ? getApiErrorMessage(connect.error, 'Stripe could not be reached. Please try again in a few minutes.')
    : null;
  const state = account.data?.state;
  if (!state || state === 'off') return null;

  return (
    <InfoCard title="Card payments">
      {state === 'active' ? (
        <p className="flex items-start gap-2 text-sm">
          <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
          <span>
            <span className="font-medium">Card payments are on.</span> Buyers can pay for your listings by card; SpareStock holds the money
            until the buyer confirms receipt, then pays it out to your Stripe account.
          </span>
        </p>
      ) : (
        <>
          {back === 'refresh' ? <p className="text-sm font-medium">That setup link had expired: continue to get a new one.</p> : null}
          <p className="text-sm">
            {state === 'pending'
              ? 'Your Stripe setup is not finished yet: Stripe needs a few more details before buyers can pay you by card.'
              : 'Let buyers pay for your listings by card. SpareStock uses Stripe: you set up a Stripe account once, and payments reach you after the buyer confirms receipt.'}
          </p>
          <Button disabled={busy} onClick={() => connect.mutate()}>
            <CreditCard className="h-4 w-4" aria-hidden />
            {busy ? 'Opening Stripe...' : state === 'pending' ? 'Continue setup' : 'Set up card payments'}
          </Button>
          <FormError message={error} />
        </>
      )}
    </InfoCard>
  );
}
