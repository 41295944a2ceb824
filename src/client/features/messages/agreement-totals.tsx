import { useQuery } from '@tanstack/react-query';
import { orderVatNote } from '../../../shared/order-totals.ts';
import { agreementTotals } from './agreement-money.ts';
import type { Agreement } from '../../../shared/schemas/deals.ts';
import { PublicListingPageSchema } from '../../../shared/schemas/public-listing.ts';
import { apiJson } from '../../lib/api.ts';

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const pounds = (pence: number) => GBP.format(pence / 100);

/** Goods, delivery, VAT and total, shown before "Place order" (issue 31). */
export function AgreementTotals({
  agreement,
  listingId,
  handover,
}: {
  agreement: Agreement;
  listingId: number;
  handover: 'collection' | 'delivery';
}) {
  const listing = useQuery({
    queryKey: ['/api/public/listings', listingId],
    queryFn: () => apiJson('GET', `/api/public/listings/${listingId}`, PublicListingPageSchema),
  });
  const facts = listing.data?.listing ?? { vatMode: null, deliveryPrice: null };
  const totals = agreementTotals(agreement, facts, handover);
  const note = orderVatNote(facts.vatMode);
  return (
    <dl
      aria-label="Order total"
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md border border-border p-3 text-sm tabular-nums"
    >
      <dt>Goods</dt>
      <dd className="text-right">{pounds(totals.goods)}</dd>
      <dt>Delivery</dt>
      <dd className="text-right">{totals.delivery === null ? 'To agree with the seller' : pounds(totals.delivery)}</dd>
      {facts.vatMode === 'plus_vat' ? (
        <>
          <dt>VAT</dt>
          <dd className="text-right">{pounds(totals.vat)}</dd>
        </>
      ) : null}
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold">{pounds(totals.total)}</dd>
      {note ? <dd className="col-span-2 text-xs text-fg-muted">{note}</dd> : null}
    </dl>
  );
}
