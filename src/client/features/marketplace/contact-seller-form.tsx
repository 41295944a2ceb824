import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { MessageSquare } from 'lucide-react';
import type { z } from 'zod';
import type { StartConversationInput } from '../../../shared/schemas/deals.ts';
import { toPence } from '../../../shared/money.ts';
import { apiJson } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { MONEY_INPUT_PROPS, QUANTITY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { ContactWarning } from '../../components/safety/contact-warning.tsx';
import { BUY_BOX } from './buy-box.tsx';
import type { contactSellerFormSchema } from './listing-form-resolvers.ts';
import { FormError } from '../../components/ui/form-error.tsx';

// A loader, not an import: this form is on the listing page (a public page, first-load budget);
// zod loads when the message is sent (docs/client.md, 'What parsing costs').
const loadConversationSchema = () => import('../../../shared/schemas/deals.ts').then((m) => m.ConversationDetailSchema);

export interface ContactSellerProps {
  listingId: number;
  sellerId: number;
  sellerName: string;
  quantity: number;
  /** The listing's price per unit ('20.00'): an offer may be at most this. */
  unitPrice: string;
}

type ContactFields = z.input<ReturnType<typeof contactSellerFormSchema>>;

/** Contact seller's form, for a signed-in buyer with a verified email (ContactSeller decides who sees it). */
export function ContactSellerForm({ listingId, sellerName, quantity, unitPrice }: ContactSellerProps) {
  const [, navigate] = useLocation();
  const validation = useMemo(
    () =>
      lazyResolver(() => import('./listing-form-resolvers.ts').then((m) => m.contactSellerResolver(quantity, toPence(Number(unitPrice))))),
    [quantity, unitPrice],
  );
  const form = useForm<ContactFields, unknown, StartConversationInput>({
    resolver: validation.resolver,
    defaultValues: { listingId, message: 'Hello, is this still available?', quantity: '1', offerPrice: '' },
  });
  const start = useMutation({
    mutationFn: (body: StartConversationInput) => apiJson('POST', '/api/conversations', loadConversationSchema, body),
    onSuccess: (conversation) => navigate(`/messages/${conversation.id}`),
    onError: (failure) =>
      form.setError('root', { message: getApiErrorMessage(failure, 'Your message could not be sent. Please try again.') }),
  });
  // Disabled from the press, through the (possibly lazy) check, to the answer: one press, one request.
  const sending = start.isPending;
  const locked = sending || form.formState.isSubmitting;
  const { errors } = form.formState;
  const error = errors.message?.message ?? errors.quantity?.message ?? errors.offerPrice?.message ?? errors.root?.message;

  return (
    <form
      aria-label="Contact seller"
      onFocus={validation.preload}
      onSubmit={(e) => void form.handleSubmit((values) => start.mutate(values))(e)}
      noValidate
      className={BUY_BOX}
    >
      <h2 className="text-base font-semibold">Contact {sellerName}</h2>
      <div className="space-y-1.5">
        <label htmlFor="contact-message" className="text-sm font-medium text-fg">
          Message
        </label>
        <Textarea id="contact-message" rows={3} maxLength={2000} {...form.register('message')} />
        <ContactWarning text={form.watch('message')} live />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <label htmlFor="contact-quantity" className="text-sm font-medium text-fg">
            Quantity wanted
          </label>
          <Input id="contact-quantity" {...QUANTITY_INPUT_PROPS} max={quantity} {...form.register('quantity')} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="contact-offer" className="text-sm font-medium text-fg">
            Your offer, £ per unit (optional)
          </label>
          <Input id="contact-offer" {...MONEY_INPUT_PROPS} {...form.register('offerPrice')} />
        </div>
      </div>
      <FormError message={error} />
      <Button type="submit" className="w-full" disabled={locked}>
        <MessageSquare className="h-4 w-4" aria-hidden />
        {sending ? 'Sending...' : 'Contact seller'}
      </Button>
    </form>
  );
}
