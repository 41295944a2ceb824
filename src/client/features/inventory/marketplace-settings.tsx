import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import type { Listing, PublishListingInput } from '../../../shared/schemas/listings.ts';
import { makeListingSlug } from '../../../shared/search-options.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { MONEY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { StatusBadge, ViewsCount } from './listing-status.tsx';
import { marketplaceSettingsSchema, type MarketplaceSettingsFields } from './marketplace-settings-schema.ts';
import { PUBLISH_UI } from './publish-messages.ts';

type Handover = NonNullable<Listing['handover']>;
type VatMode = NonNullable<Listing['vatMode']>;

export const HANDOVER_LABELS: Record<Handover, string> = {
  collection: 'Collection only',
  delivery: 'Delivery only',
  both: 'Collection or delivery',
};
export const VAT_LABELS: Record<VatMode, string> = {
  plus_vat: 'Price plus VAT',
  not_registered: 'Not VAT-registered (no VAT)',
  margin: 'Margin scheme (no VAT shown)',
};

export interface MarketplaceActions {
  /** Saves the item's other fields, then publishes with these settings; the error message when refused. */
  publish: (settings: PublishListingInput) => Promise<string | null>;
  withdraw: () => Promise<void>;
  busy: boolean;
}

/** The 'Marketplace' part of the edit dialog: where it is, how it is handed over, VAT, and publish/withdraw. */
export function MarketplaceSettings({ listing, actions }: { listing: Listing; actions: MarketplaceActions }) {
  const { user } = useAuth();
  const live = listing.status === 'live';
  const business = user?.accountType === 'business';
  const resolver = useMemo(() => zodResolver(marketplaceSettingsSchema(business)), [business]);
  const form = useForm<MarketplaceSettingsFields, unknown, PublishListingInput>({
    resolver,
    defaultValues: {
      postcode: listing.postcode ?? '',
      handover: listing.handover ?? 'collection',
      deliveryPrice: listing.deliveryPrice ?? '',
      vatMode: listing.vatMode ?? '',
    },
  });
  const handover = form.watch('handover');
  const { errors } = form.formState;
  const problem = errors.postcode?.message ?? errors.deliveryPrice?.message ?? errors.vatMode?.message ?? errors.root?.message;

  // A section of the edit form, not a form of its own (forms do not nest): the button runs the check.
  const publish = form.handleSubmit(async (settings) => {
    const refusal = await actions.publish(settings);
    if (refusal) form.setError('root', { message: refusal });
  });

  return (
    <section aria-labelledby="marketplace-heading" className="grid gap-4 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="marketplace-heading" className="mr-auto text-base font-semibold">
          Marketplace
        </h3>
        <StatusBadge status={listing.status} needsLocation={listing.needsLocation} />
        <ViewsCount views={listing.views} />
      </div>
      <p className="-mt-2 text-sm text-fg-muted">
        {live ? (
          <>
            Buyers can find this item in search.{' '}
            <Link
              href={`/listing/${listing.id}-${makeListingSlug(listing.title)}`}
              className="font-medium text-fg underline underline-offset-2"
            >
              See its public page
            </Link>
          </>
        ) : (
          'Only you can see this item until you list it.'
        )}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Item postcode"
          hint={`Blank: your profile postcode${user?.postcode ? ` (${user.postcode})` : ''}. Buyers only see the first part, like B1.`}
        >
          {(ids) => (
            <Input
              id={ids.id}
              aria-describedby={ids.describedBy}
              {...form.register('postcode')}
              autoComplete="postal-code"
              maxLength={10}
              className="uppercase"
            />
          )}
        </FormField>
        <FormField label="Handover">
          {(ids) => (
            <NativeSelect id={ids.id} {...form.register('handover')}>
              {(Object.keys(HANDOVER_LABELS) as Handover[]).map((value) => (
                <option key={value} value={value}>
                  {HANDOVER_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {handover !== 'collection' ? (
          <FormField label="Delivery price (£)" hint="Blank: buyers ask you for a price.">
            {(ids) => <Input id={ids.id} aria-describedby={ids.describedBy} {...MONEY_INPUT_PROPS} {...form.register('deliveryPrice')} />}
          </FormField>
        ) : null}
        {business ? (
          <FormField label="VAT">
            {(ids) => (
              <NativeSelect id={ids.id} {...form.register('vatMode')}>
                <option value="">Not stated</option>
                {(Object.keys(VAT_LABELS) as VatMode[]).map((value) => (
                  <option key={value} value={value}>
                    {VAT_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : null}
      </div>
      {problem ? (
        <Alert tone="danger" role="alert" title={PUBLISH_UI.notListedTitle}>
          {problem}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {live ? (
          <Button variant="secondary" onClick={() => void actions.withdraw()} disabled={actions.busy}>
            {PUBLISH_UI.withdraw}
          </Button>
        ) : null}
        <Button
          variant={live ? 'secondary' : 'primary'}
          onClick={() => void publish()}
          disabled={actions.busy || form.formState.isSubmitting}
        >
          {live ? 'Save and keep live' : PUBLISH_UI.list}
        </Button>
      </div>
    </section>
  );
}
