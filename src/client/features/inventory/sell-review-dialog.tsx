import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { INVENTORY_CONDITIONS } from '../../../shared/constants/conditions.ts';
import { parsePostcode } from '../../../shared/postcode.ts';
import type { Listing } from '../../../shared/schemas/listings.ts';
import type { SellReviewValues } from '../../../shared/schemas/sell-review.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/checkbox.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { MONEY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { HANDOVER_LABELS, VAT_LABELS } from './marketplace-settings.tsx';
import { SellPreview } from './sell-preview.tsx';
import { sellReviewError, useSellReview } from './use-sell-review.ts';

const validation = lazyResolver(() => import('./sell-review-resolver.ts').then((m) => m.sellReviewResolver));

const startValues = (listings: readonly Listing[]): SellReviewValues => {
  const first = listings[0]!;
  return {
    // SpareBot's surplus price (the stored unit price) is the starting value.
    items: listings.map((l) => ({
      id: l.id,
      price: Number(l.originalPrice) > 0 ? l.originalPrice : '',
      quantity: String(l.quantity),
      condition: l.condition,
    })),
    conditionConfirmed: false,
    handover: first.handover ?? 'collection',
    deliveryPrice: first.deliveryPrice ?? '',
    postcode: first.postcode ?? '',
    vatMode: first.vatMode ?? '',
  };
};

/** "List on marketplace": the review step. Nothing goes live until the seller confirms it here. */
export function SellReviewDialog({ listings, onClose }: { listings: readonly Listing[]; onClose: () => void }) {
  const { user } = useAuth();
  const business = user?.accountType === 'business';
  const form = useForm<SellReviewValues>({ resolver: validation.resolver, defaultValues: startValues(listings) });
  const { fields } = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const sell = useSellReview(business, onClose);
  const { errors } = form.formState;
  const values = form.watch();
  const typed = parsePostcode(values.postcode.trim());
  const profile = user?.postcode ? parsePostcode(user.postcode) : null;
  const outcode = values.postcode.trim() ? (typed.ok ? typed.outcode : null) : profile?.ok ? profile.outcode : null;
  const onSubmit = form.handleSubmit((v) => sell.mutate(v));
  return (
    <Dialog open onOpenChange={(open) => !open && !sell.isPending && onClose()}>
      <DialogContent
        title={listings.length === 1 ? 'Review and list' : `Review and list ${listings.length} items`}
        description="Check what buyers will see. Nothing goes live until you confirm."
        className="max-w-2xl"
        onFocus={validation.preload}
      >
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
          {fields.map((field, i) => (
            <fieldset key={field.key} className="grid gap-3 rounded-lg border border-border p-3">
              <legend className="px-1 text-sm font-semibold break-words">{listings[i]!.title}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                <FormField label="Price per unit (£)" error={errors.items?.[i]?.price?.message}>
                  {(ids) => (
                    <Input
                      id={ids.id}
                      aria-describedby={ids.describedBy}
                      aria-invalid={ids.invalid}
                      {...MONEY_INPUT_PROPS}
                      {...form.register(`items.${i}.price`)}
                    />
                  )}
                </FormField>
                <FormField label="Quantity" error={errors.items?.[i]?.quantity?.message}>
                  {(ids) => (
                    <Input
                      id={ids.id}
                      aria-describedby={ids.describedBy}
                      aria-invalid={ids.invalid}
                      inputMode="numeric"
                      {...form.register(`items.${i}.quantity`)}
                    />
                  )}
                </FormField>
                <FormField label="Condition" error={errors.items?.[i]?.condition?.message}>
                  {(ids) => (
                    <NativeSelect id={ids.id} {...form.register(`items.${i}.condition`)}>
                      {INVENTORY_CONDITIONS.map((c) => (
                        <option key={c}>{c}</option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
              </div>
              {listings[i]!.sparebotNotes.length ? (
                <p className="text-sm text-fg-muted">SpareBot: {listings[i]!.sparebotNotes.join(' ')}</p>
              ) : null}
              {i === 0 ? (
                <SellPreview
                  listing={listings[0]!}
                  price={values.items[0]?.price ?? ''}
                  quantity={values.items[0]?.quantity ?? ''}
                  condition={values.items[0]?.condition ?? ''}
                  outcode={outcode}
                  handoverText={HANDOVER_LABELS[values.handover]}
                  vatMode={business && values.vatMode ? values.vatMode : null}
                />
              ) : null}
            </fieldset>
          ))}
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Delivery">
              {(ids) => (
                <NativeSelect id={ids.id} {...form.register('handover')}>
                  {(Object.keys(HANDOVER_LABELS) as (keyof typeof HANDOVER_LABELS)[]).map((h) => (
                    <option key={h} value={h}>
                      {HANDOVER_LABELS[h]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {values.handover !== 'collection' ? (
              <FormField label="Delivery charge (£)" hint="Empty: agreed with the buyer." error={errors.deliveryPrice?.message}>
                {(ids) => (
                  <Input
                    id={ids.id}
                    aria-describedby={ids.describedBy}
                    aria-invalid={ids.invalid}
                    {...MONEY_INPUT_PROPS}
                    {...form.register('deliveryPrice')}
                  />
                )}
              </FormField>
            ) : null}
            <FormField
              label="Item postcode"
              hint={`Empty: your profile postcode${user?.postcode ? ` (${user.postcode})` : ''}. Buyers see only the first part.`}
              error={errors.postcode?.message}
            >
              {(ids) => (
                <Input
                  id={ids.id}
                  aria-describedby={ids.describedBy}
                  aria-invalid={ids.invalid}
                  autoComplete="postal-code"
                  maxLength={10}
                  className="uppercase"
                  {...form.register('postcode')}
                />
              )}
            </FormField>
            {business ? (
              <FormField label="VAT">
                {(ids) => (
                  <NativeSelect id={ids.id} {...form.register('vatMode')}>
                    <option value="">Not stated</option>
                    {(Object.keys(VAT_LABELS) as (keyof typeof VAT_LABELS)[]).map((v) => (
                      <option key={v} value={v}>
                        {VAT_LABELS[v]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            ) : null}
          </div>
          <Controller
            control={form.control}
            name="conditionConfirmed"
            render={({ field }) => (
              <div>
                <CheckboxField
                  label="I have checked the condition and it is as shown"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
                {errors.conditionConfirmed ? <p className="text-sm font-medium text-danger">{errors.conditionConfirmed.message}</p> : null}
              </div>
            )}
          />
          {sell.isError ? (
            <Alert tone="danger" role="alert" title="Not listed">
              {sellReviewError(sell.error)}
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose} disabled={sell.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={sell.isPending}>
              {listings.length === 1 ? 'Confirm and list' : `Confirm and list ${listings.length} items`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
