import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { CreditCard, Minus, Plus, ShoppingCart } from 'lucide-react';
import { DELIVERY_ADDRESS_MAX_LENGTH } from '../../../shared/constants/orders.ts';
import { ORDER_TEXTS, ORDERS_MESSAGES } from '../../../shared/messages/orders-messages.ts';
import { formatCount, formatGbp } from '../../../shared/money.ts';
import type { PublicListingDetail } from '../../../shared/schemas/public-listing.ts';
import { usePlaceOrder } from '../../lib/place-order.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { signInPath } from '../../lib/return-path.ts';
import { QUANTITY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { RadioCards } from '../../components/ui/radio-cards.tsx';
import { handoverChoices, previewOrder, type HandoverChoice } from './order-preview.ts';

const BOX = 'space-y-3 rounded-lg border border-border bg-surface p-4';
const pounds = (pence: number) => formatGbp(pence / 100);

function PaymentLine({ byCard }: { byCard: boolean }) {
  return (
    <p className="flex items-start gap-2 text-sm text-fg-muted">
      <CreditCard className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {byCard
        ? 'Pay by card through SpareStock: the seller is paid once you confirm the item arrived.'
        : 'Pay the seller on collection or delivery: this seller does not take card payments through SpareStock.'}
    </p>
  );
}

/** "Buy now" at the listed price: how many, delivery or collection, what it comes to; placing it opens the order. */
export function BuyNow({ listing, sellerId, payByCard }: { listing: PublicListingDetail; sellerId: number; payByCard: boolean }) {
  const { user } = useAuth();
  const [location] = useLocation();
  const choices = handoverChoices(listing.handover);
  const [quantityText, setQuantityText] = useState('1');
  const [handover, setHandover] = useState<HandoverChoice>(choices[0] ?? 'collection');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const place = usePlaceOrder(setError);
  const placing = place.isPending;

  if (listing.quantity < 1 || user?.id === sellerId) return null;
  if (!user) {
    return (
      <section aria-label="Buy now" className={BOX}>
        <PaymentLine byCard={payByCard} />
        <Link href={signInPath(location)} className={buttonClasses('primary', 'md', 'w-full')}>
          <ShoppingCart className="h-4 w-4" aria-hidden />
          Sign in to buy
        </Link>
      </section>
    );
  }
  if (!user.isEmailVerified) {
    return (
      <section aria-label="Buy now" className={BOX}>
        <p className="text-sm text-fg-muted">{ORDERS_MESSAGES.verifiedEmailRequired}</p>
      </section>
    );
  }

  const quantity = Number.parseInt(quantityText, 10);
  const validQuantity = Number.isInteger(quantity) && quantity >= 1 && quantity <= listing.quantity;
  const preview = previewOrder({
    unitPrice: listing.unitPrice,
    quantity: validQuantity ? quantity : 1,
    vatMode: listing.vatMode,
    handover,
    deliveryPrice: listing.deliveryPrice,
  });
  const step = (by: number) => setQuantityText(String(Math.min(listing.quantity, Math.max(1, (validQuantity ? quantity : 1) + by))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validQuantity) {
      setError(`Choose between 1 and ${formatCount(listing.quantity)}`);
      document.getElementById('buy-quantity')?.focus();
      return;
    }
    if (handover === 'delivery' && !address.trim()) {
      setError(ORDERS_MESSAGES.deliveryAddressRequired);
      document.getElementById('buy-address')?.focus();
      return;
    }
    setError(null);
    place.mutate({ listingId: listing.id, quantity, handover, address });
  };

  return (
    <form aria-label="Buy now" onSubmit={submit} noValidate className={BOX}>
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
              value={quantityText}
              onChange={(e) => setQuantityText(e.target.value)}
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
            onValueChange={setHandover}
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
            value={address}
            onChange={(e) => setAddress(e.target.value)}
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
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={placing}>
        <ShoppingCart className="h-4 w-4" aria-hidden />
        {placing ? 'Placing your order...' : 'Buy now'}
      </Button>
    </form>
  );
}
