import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Minus, Plus, ShoppingCart } from 'lucide-react';
import type { z } from 'zod';
import { DELIVERY_ADDRESS_MAX_LENGTH } from '../../../shared/constants/orders.ts';
import { ORDER_TEXTS, ORDERS_MESSAGES } from '../../../shared/messages/orders-messages.ts';
import { formatCount, formatGbp } from '../../../shared/money.ts';
import type { PlaceOrderInput } from '../../../shared/schemas/orders.ts';
import type { PublicListingDetail } from '../../../shared/schemas/public-listing.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { usePlaceOrder } from '../../lib/place-order.ts';
import { QUANTITY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { RadioCards } from '../../components/ui/radio-cards.tsx';
import type { buyNowFormSchema } from './listing-form-resolvers.ts';
import { handoverChoices, previewOrder, type HandoverChoice } from './order-preview.ts';
import { BUY_BOX, PaymentLine } from './buy-box.tsx';
import { FormError } from '../../components/ui/form-error.tsx';

type BuyNowFields = z.input<ReturnType<typeof buyNowFormSchema>>;

const pounds = (pence: number) => formatGbp(pence / 100);

/** Buy now for a signed-in buyer (BuyNow decides who sees it): the form, once the email is verified. */
export function BuyNowPanel({ emailVerified, ...props }: { listing: PublicListingDetail; payByCard: boolean; emailVerified: boolean }) {
  if (emailVerified) return <BuyNowForm {...props} />;
  return (
    <section aria-label="Buy now" className={BUY_BOX}>
      <p className="text-sm text-fg-muted">{ORDERS_MESSAGES.verifiedEmailRequired}</p>
    </section>
  );
}

function BuyNowForm({ listing, payByCard }: { listing: PublicListingDetail; payByCard: boolean }) {
  const choices = handoverChoices(listing.handover);
  const validation = useMemo(
    () => lazyResolver(() => import('./listing-form-resolvers.ts').then((m) => m.buyNowResolver(listing.quantity))),
    [listing.quantity],
  );
  const form = useForm<BuyNowFields, unknown, PlaceOrderInput>({
    resolver: validation.resolver,
    defaultValues: { listingId: listing.id, quantity: '1', handover: choices[0] ?? 'collection' },
  });
  const place = usePlaceOrder((message) => form.setError('root', { message }));
  // Disabled from the press, through the (possibly lazy) check, to the answer: one press, one request.
  const placing = place.isPending;
  const locked = placing || form.formState.isSubmitting;
  const quantityText = form.watch('quantity');
  const handover: HandoverChoice = form.watch('handover');
  const { errors } = form.formState;
  const error = errors.quantity?.message ?? errors.deliveryAddress?.message ?? errors.root?.message;

  const quantity = Number.parseInt(quantityText, 10);
  const validQuantity = Number.isInteger(quantity) && quantity >= 1 && quantity <= listing.quantity;
  const preview = previewOrder({
    unitPrice: listing.unitPrice,
    quantity: validQuantity ? quantity : 1,
    vatMode: listing.vatMode,
    handover,
    deliveryPrice: listing.deliveryPrice,
  });
  const step = (by: number) =>
    form.setValue('quantity', String(Math.min(listing.quantity, Math.max(1, (validQuantity ? quantity : 1) + by))));

  return (
    <form
      aria-label="Buy now"
      onFocus={validation.preload}
      onSubmit={(e) => void form.handleSubmit((body) => place.mutate(body))(e)}
      noValidate
      className={BUY_BOX}
    >
      <h2 className="text-base font-semibold">Buy now</h2>
      <div className="space-y-1.5">
        <Label htmlFor="buy-quantity">Quantity</Label>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label="One fewer"
            className="shrink-0"
            disabled={validQuantity && quantity <= 1}
            onClick={() => step(-1)}
          >
            <Minus className="h-4 w-4" aria-hidden />
          </Button>
          <div className="w-20 shrink-0">
            <Input
              id="buy-quantity"
              {...QUANTITY_INPUT_PROPS}
              max={listing.quantity}
              {...form.register('quantity')}
              className="text-center tabular-nums"
            />
          </div>
          <Button
            variant="secondary"
            size="icon"
            aria-label="One more"
            className="shrink-0"
            disabled={validQuantity && quantity >= listing.quantity}
            onClick={() => step(1)}
          >
            <Plus className="h-4 w-4" aria-hidden />
          </Button>
          <span className="text-sm whitespace-nowrap text-fg-muted">of {formatCount(listing.quantity)}</span>
        </div>
      </div>
      {choices.length > 1 ? (
        <div className="space-y-1.5">
          <p id="buy-handover" className="text-sm font-medium">
            Delivery or collection
          </p>
          <RadioCards<HandoverChoice>
            ariaLabelledBy="buy-handover"
            value={handover}
            onValueChange={(value) => form.setValue('handover', value)}
            options={[
              { value: 'collection', label: 'Collection', description: listing.outcode ? `From ${listing.outcode}` : 'From the seller' },
              {
                value: 'delivery',
                label: 'Delivery',
                description: listing.deliveryPrice === null ? 'Price to agree with the seller' : formatListingMoney(listing.deliveryPrice),
              },
            ]}
          />
        </div>
      ) : (
        <p className="text-sm">
          {handover === 'delivery' ? 'Delivery only' : `Collection only${listing.outcode ? `, from ${listing.outcode}` : ''}`}
        </p>
      )}
      {handover === 'delivery' ? (
        <div className="space-y-1.5">
          <Label htmlFor="buy-address">Delivery address</Label>
          <Textarea
            id="buy-address"
            rows={3}
            maxLength={DELIVERY_ADDRESS_MAX_LENGTH}
            autoComplete="street-address"
            {...form.register('deliveryAddress', { shouldUnregister: true })}
          />
        </div>
      ) : null}
      <dl aria-label="Order total" className="space-y-1 border-t border-border pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">
            {formatCount(validQuantity ? quantity : 1)} × {formatListingMoney(listing.unitPrice)}
          </dt>
          <dd className="tabular-nums">{pounds(preview.goodsPence)}</dd>
        </div>
        {handover === 'delivery' ? (
          <div className="flex justify-between gap-4">
            <dt className="text-fg-muted">Delivery</dt>
            <dd className="tabular-nums">{preview.deliveryPence === null ? 'To agree' : pounds(preview.deliveryPence)}</dd>
          </div>
        ) : null}
        {preview.vatPence !== null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-fg-muted">{preview.vatNote}</dt>
            <dd className="tabular-nums">{pounds(preview.vatPence)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{pounds(preview.totalPence)}</dd>
        </div>
        {preview.vatPence === null && preview.vatNote ? <p className="text-xs text-fg-muted">{preview.vatNote}</p> : null}
        {handover === 'delivery' && preview.deliveryPence === null ? (
          <p className="text-xs text-fg-muted">{ORDER_TEXTS.deliveryToAgree}</p>
        ) : null}
      </dl>
      <PaymentLine byCard={payByCard} />
      <FormError message={error} />
      <Button type="submit" className="w-full" disabled={locked}>
        <ShoppingCart className="h-4 w-4" aria-hidden />
        {placing ? 'Placing your order...' : 'Buy now'}
      </Button>
    </form>
  );
}
