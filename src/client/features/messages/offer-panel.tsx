import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Handshake } from 'lucide-react';
import type { z } from 'zod';
import type { ConversationDetail, MakeOfferInput, MakeOfferSchema } from '../../../shared/schemas/deals.ts';
import { formatCount, toPence } from '../../../shared/money.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { MONEY_INPUT_PROPS, QUANTITY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { MAX_COUNTER_ROUNDS } from '../../../shared/constants/deals.ts';
import { CounterOfferForm } from './counter-offer-form.tsx';
import { describeExpiry } from './message-time.ts';
import { offerFormSchema } from './offer-form-schema.ts';

type Offer = ConversationDetail['offers'][number];
export type ThreadAct = (path: string, body?: object, method?: 'POST' | 'PATCH') => Promise<boolean>;

const money = (value: string) => formatListingMoney(value);
const describeOffer = (o: Offer) => `${formatCount(o.quantity)} × ${money(o.unitPrice)} = ${money(o.total)}`;

/** The buyer's new offer: a quantity and a price. */
function PriceForm({
  label,
  max,
  askingPence,
  busy,
  onSubmit,
}: {
  label: string;
  max: number;
  askingPence: number;
  busy: boolean;
  onSubmit: (offer: MakeOfferInput) => void;
}) {
  const resolver = useMemo(() => zodResolver(offerFormSchema(askingPence)), [askingPence]);
  const form = useForm<z.input<typeof MakeOfferSchema>, unknown, MakeOfferInput>({ resolver, defaultValues: { quantity: '1', price: '' } });
  const { errors } = form.formState;
  const error = errors.price?.message ?? errors.quantity?.message;
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="flex flex-wrap items-end gap-2">
      <label className="grid gap-1 text-xs text-fg-muted">
        Quantity (up to {formatCount(max)})
        <Input {...QUANTITY_INPUT_PROPS} max={max} {...form.register('quantity')} className="w-24" />
      </label>
      <label className="grid gap-1 text-xs text-fg-muted">
        £ per unit
        <Input {...MONEY_INPUT_PROPS} {...form.register('price')} className="w-28" required />
      </label>
      <Button type="submit" variant="secondary" size="sm" disabled={busy || form.formState.isSubmitting}>
        {label}
      </Button>
      {error ? (
        <p role="alert" className="w-full text-xs text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The deal so far: the open offer and what each side can do with it, or a way to make one. */
export function OfferPanel({ detail, act, busy }: { detail: ConversationDetail; act: ThreadAct; busy: boolean }) {
  const [countering, setCountering] = useState(false);
  const open = detail.offers.find((o) => o.status === 'open');
  const mine = open && open.madeBy === detail.role;
  const other = detail.otherParty.displayName;
  // Either side may counter the other's open offer, up to MAX_COUNTER_ROUNDS counters in the conversation (the server checks it too).
  const countersLeft = Math.max(0, MAX_COUNTER_ROUNDS - detail.offers.filter((o) => o.counterTo !== null).length);

  if (detail.agreement) return null;
  return (
    <section aria-label="Offer" className="space-y-2 border-b border-border bg-surface-muted/60 p-3 text-sm">
      {open ? (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <Handshake className="h-4 w-4 text-fg-muted" aria-hidden />
            <span className="font-semibold">
              {mine
                ? open.counterTo
                  ? 'Your counter-offer'
                  : 'Your offer'
                : open.counterTo
                  ? `${other}’s counter-offer`
                  : `${other}’s offer`}
              : {describeOffer(open)}
            </span>
            <span className="text-xs text-fg-muted">({describeExpiry(open.expiresAt)})</span>
          </p>
          {mine ? (
            <p className="text-fg-muted">Waiting for {other} to answer.</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={busy} onClick={() => void act(`/api/offers/${open.id}/accept`)}>
                Accept
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void act(`/api/offers/${open.id}/decline`)}>
                Decline
              </Button>
              {countersLeft > 0 ? (
                <Button size="sm" variant="secondary" disabled={busy} aria-expanded={countering} onClick={() => setCountering((v) => !v)}>
                  Counter
                </Button>
              ) : null}
            </div>
          )}
          {!mine ? (
            <p className="text-xs text-fg-muted">
              {countersLeft > 0
                ? `${formatCount(countersLeft)} of ${MAX_COUNTER_ROUNDS} counter-offers left on this item.`
                : `No counter-offers left on this item: accept or decline, or talk it over in messages.`}
            </p>
          ) : null}
          {countering && !mine && countersLeft > 0 ? (
            <CounterOfferForm
              busy={busy}
              onCounter={async (input) => {
                const done = await act(`/api/offers/${open.id}/counter`, input);
                if (done) setCountering(false);
                return done;
              }}
            />
          ) : null}
        </>
      ) : detail.role === 'buyer' && detail.canOffer ? (
        <>
          <p className="font-semibold">Make an offer</p>
          <PriceForm
            label="Send offer"
            max={detail.quantityAvailable}
            askingPence={toPence(Number(detail.listing.unitPrice))}
            busy={busy}
            onSubmit={(offer) => void act(`/api/conversations/${detail.id}/offers`, offer)}
          />
        </>
      ) : (
        <p className="text-fg-muted">
          {detail.canOffer ? 'No offer yet: the buyer makes the first one.' : 'This listing takes no new offers.'}
        </p>
      )}
    </section>
  );
}
