import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { ShoppingBag } from 'lucide-react';
import type { z } from 'zod';
import { DELIVERY_ADDRESS_MAX_LENGTH, type OrderHandover } from '../../../shared/constants/orders.ts';
import type { ConversationDetail } from '../../../shared/schemas/deals.ts';
import { PlaceOrderFormSchema, type PlaceOrderInput } from '../../../shared/schemas/orders.ts';
import { usePlaceOrder } from '../../lib/place-order.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { RadioCards } from '../../components/ui/radio-cards.tsx';
import { findAgreementOrderId } from './agreement-order.ts';
import { AgreementTotals } from './agreement-totals.tsx';
import { FormError } from '../../components/ui/form-error.tsx';

/** "Place order" for the buyer of an agreed deal (delivery or collection, and where to), or "View order" once placed. */
export function AgreementOrder({ detail }: { detail: ConversationDetail }) {
  const agreement = detail.agreement;
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof PlaceOrderFormSchema>, unknown, PlaceOrderInput>({
    resolver: zodResolver(PlaceOrderFormSchema),
    defaultValues: { listingId: detail.listing.id, offerId: agreement?.offerId, handover: 'collection' },
  });
  const placeMutation = usePlaceOrder((message) => form.setError('root', { message }));
  const placing = placeMutation.isPending;
  const locked = placing || form.formState.isSubmitting;
  const handover: OrderHandover = form.watch('handover') ?? 'collection';
  const error = form.formState.errors.deliveryAddress?.message ?? form.formState.errors.root?.message;
  if (!agreement) return null;

  const orderId = findAgreementOrderId(detail);
  if (orderId !== null) {
    return (
      <Link href={`/orders/${orderId}`} className={buttonClasses('primary', 'sm')}>
        <ShoppingBag className="h-4 w-4" aria-hidden />
        View order
      </Link>
    );
  }
  if (detail.role !== 'buyer') return <p className="text-fg-muted">Waiting for {detail.otherParty.displayName} to place the order.</p>;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <ShoppingBag className="h-4 w-4" aria-hidden />
          Place order
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Place the order"
        description="The agreed price and quantity become an order you can track, and pay by card where the seller takes cards."
      >
        <form onSubmit={(e) => void form.handleSubmit((body) => placeMutation.mutate(body))(e)} noValidate className="grid gap-4">
          <div className="space-y-1.5">
            <p id="agreement-handover" className="text-sm font-medium">
              Delivery or collection
            </p>
            <RadioCards<OrderHandover>
              ariaLabelledBy="agreement-handover"
              value={handover}
              onValueChange={(value) => form.setValue('handover', value)}
              options={[
                { value: 'collection', label: 'Collection', description: 'Collect from the seller' },
                { value: 'delivery', label: 'Delivery', description: 'If the seller delivers this item' },
              ]}
            />
          </div>
          {handover === 'delivery' ? (
            <div className="space-y-1.5">
              <Label htmlFor="agreement-address">Delivery address</Label>
              <Textarea
                id="agreement-address"
                rows={3}
                maxLength={DELIVERY_ADDRESS_MAX_LENGTH}
                {...form.register('deliveryAddress', { shouldUnregister: true })}
              />
            </div>
          ) : null}
          <AgreementTotals agreement={agreement} listingId={detail.listing.id} handover={handover} />
          <FormError message={error} />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Not now</Button>
            </DialogClose>
            <Button type="submit" disabled={locked}>
              {placing ? 'Placing your order...' : 'Place order'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
