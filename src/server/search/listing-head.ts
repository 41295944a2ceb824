import { findCategoryName } from '../../shared/constants/categories.ts';
import { PRODUCT_NAME } from '../../shared/constants/product.ts';
import { formatGbp, formatPence } from '../../shared/money.ts';
import { makeListingSlug } from '../../shared/search-options.ts';
import type { PageHead } from '../http/html-head.ts';
import type { FirstPaint } from '../http/first-paint.ts';
import { publicPhotoUrl } from '../listings/public-listing.ts';
import { lookupOutcode } from './outcodes.ts';
import { sellerDisplayName } from './public-reads.service.ts';
import type { ListingHeadRow } from '../listings/seo.repository.ts';

/** Search engines show about this much of a description. */
export const DESCRIPTION_MAX = 160;

const SCHEMA = 'https://schema.org';
/** The VAT words after a price, short enough for a description. */
const VAT_SHORT = { plus_vat: ' + VAT', not_registered: ' (no VAT)', margin: ' (margin scheme)' } as const;

/** `/listing/{id}-{slug}`: the one URL of a listing. */
export function listingPath(id: number, title: string): string {
  return `/listing/${id}-${makeListingSlug(title)}`;
}

/** Text on one line, cut at a word to at most `max` characters with an ellipsis. */
export function clipText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:·–-]+$/, '')}…`;
}

/** schema.org's condition for ours: only New is new; Poor is worn, not known to be damaged. */
function itemCondition(condition: string): string {
  return `${SCHEMA}/${condition === 'New' ? 'NewCondition' : 'UsedCondition'}`;
}

function placeOf(outcode: string | null): string | null {
  if (!outcode) return null;
  const area = lookupOutcode(outcode)?.area;
  return area ? `${area} (${outcode})` : outcode;
}

/**
 * The head of a live listing's page: title with price, a description a buyer can judge from
 * (condition, quantity, price and VAT, area, the start of the seller's words), Open Graph and
 * Twitter tags, and schema.org Product/Offer. `rows` is the listing once per photo, in order.
 */
export function buildListingHead(rows: readonly [ListingHeadRow, ...ListingHeadRow[]], appUrl: string): PageHead {
  const row = rows[0];
  const url = `${appUrl}${listingPath(row.id, row.title)}`;
  const images = rows.flatMap((r) => (r.photo_id !== null && r.image_key ? [`${appUrl}${publicPhotoUrl(r.photo_id, r.image_key)}`] : []));
  const price = formatGbp(row.unit_price_pence / 100);
  const vat = row.vat_mode ? VAT_SHORT[row.vat_mode] : '';
  const place = placeOf(row.outcode);
  const facts = [`${row.condition} condition`, `${row.quantity} available`, `${price}${vat}`, place].filter(Boolean).join(' · ');
  const words = row.description?.trim();
  const description = clipText(words ? `${facts}. ${words}` : `${facts}.`);
  const category = findCategoryName(row.category_id);
  const brand = row.brand_info?.trim();
  const sellerName = sellerDisplayName(row);
  const business = row.account_type === 'business' && Boolean(row.business_name?.trim());
  const condition = itemCondition(row.condition);
  const title = `${row.title} – ${price}`;

  const offer = {
    '@type': 'Offer',
    url,
    price: formatPence(row.unit_price_pence),
    priceCurrency: 'GBP',
    availability: `${SCHEMA}/InStock`,
    itemCondition: condition,
    inventoryLevel: { '@type': 'QuantitativeValue', value: row.quantity },
    // Plus VAT: the price leaves VAT out; margin scheme: it is in, just not reclaimable.
    priceSpecification:
      row.vat_mode === 'plus_vat' || row.vat_mode === 'margin'
        ? {
            '@type': 'UnitPriceSpecification',
            price: formatPence(row.unit_price_pence),
            priceCurrency: 'GBP',
            valueAddedTaxIncluded: row.vat_mode === 'margin',
          }
        : undefined,
    availableAtOrFrom: row.outcode
      ? {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            postalCode: row.outcode,
            addressLocality: lookupOutcode(row.outcode)?.area,
            addressCountry: 'GB',
          },
        }
      : undefined,
    seller: { '@type': business ? 'Organization' : 'Person', name: sellerName },
  };
  const product = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: row.title,
    description: words ? clipText(words, 5000) : description,
    url,
    image: images.length ? images : undefined,
    brand: brand ? { '@type': 'Brand', name: brand } : undefined,
    category: category ?? undefined,
    itemCondition: condition,
    offers: offer,
  };

  const meta = [
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_GB' },
    ...(images[0]
      ? [
          { property: 'og:image', content: images[0] },
          { property: 'og:image:alt', content: row.title },
        ]
      : []),
    { property: 'product:price:amount', content: formatPence(row.unit_price_pence) },
    { property: 'product:price:currency', content: 'GBP' },
    { property: 'product:condition', content: row.condition === 'New' ? 'new' : 'used' },
    { property: 'twitter:card', content: images[0] ? 'summary_large_image' : 'summary' },
    { property: 'twitter:title', content: title },
    { property: 'twitter:description', content: description },
    ...(images[0] ? [{ property: 'twitter:image', content: images[0] }] : []),
  ];
  // The page paints the first photo's small copy first (then swaps in the full one): that is the LCP image.
  const first = rows.find((r) => r.photo_id !== null && r.thumb_key);
  const preloadImage = first ? publicPhotoUrl(first.photo_id!, first.thumb_key!) : undefined;
  const firstPaint: FirstPaint = {
    kind: 'listing',
    heading: row.title,
    label: `${row.condition} condition`,
    subheading: category ?? undefined,
    price: `${price}${vat}`,
    image: preloadImage ? { src: preloadImage, alt: `Photo 1 of ${row.title}` } : undefined,
  };
  return { title: `${title} | ${PRODUCT_NAME}`, description, canonical: url, meta, jsonLd: [product], preloadImage, firstPaint };
}
