import { PRODUCT_NAME } from '../../shared/constants/product.ts';
import type { PageHead } from '../http/html-head.ts';
import { publicPhotoUrl } from '../listings/public-listing.ts';
import { clipText } from './listing-head.ts';
import { sellerDisplayName } from './public-reads.service.ts';
import type { SellerHeadRow } from '../listings/seo.repository.ts';

const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `/seller/{id}`: the one URL of a seller's page. */
export function sellerPath(id: number): string {
  return `/seller/${id}`;
}

/** A seller's page: who they are (display name only), how much they have live, since when. */
export function buildSellerHead(row: SellerHeadRow, liveCount: number, appUrl: string): PageHead {
  const name = sellerDisplayName(row);
  const url = `${appUrl}${sellerPath(row.id)}`;
  const business = row.account_type === 'business' && Boolean(row.business_name?.trim());
  const image = row.photo_id !== null && row.image_key ? `${appUrl}${publicPhotoUrl(row.photo_id, row.image_key)}` : undefined;
  const listings = `${liveCount} live ${liveCount === 1 ? 'listing' : 'listings'}`;
  const since = MONTH_YEAR.format(new Date(row.created_at));
  const description = clipText(
    `${name}: ${listings} of surplus mechanical and electrical stock on ${PRODUCT_NAME}. ${business ? 'Business' : 'Individual'} seller, member since ${since}.`,
  );
  const title = `${name} – surplus M&E stock`;
  const meta = [
    { property: 'og:type', content: 'profile' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_GB' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { property: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { property: 'twitter:title', content: title },
    { property: 'twitter:description', content: description },
    ...(image ? [{ property: 'twitter:image', content: image }] : []),
  ];
  const profile = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: { '@type': business ? 'Organization' : 'Person', name, url },
  };
  return { title: `${title} | ${PRODUCT_NAME}`, description, canonical: url, meta, jsonLd: [profile] };
}

const SEARCH_DESCRIPTION =
  'Buy surplus mechanical and electrical stock from UK contractors: breakers, cable, valves, motors, light fittings and more, near you.';

/**
 * /search. The bare page is the marketplace's front door (indexed, canonical); with a query it is
 * one of endless filter combinations: followed for its links, not indexed.
 */
export function buildSearchHead(hasQuery: boolean, appUrl: string): PageHead {
  const url = `${appUrl}/search`;
  const title = `Marketplace: surplus M&E stock`;
  const meta = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: SEARCH_DESCRIPTION },
    { property: 'og:url', content: url },
    { property: 'twitter:card', content: 'summary' },
  ];
  return {
    title: `${title} | ${PRODUCT_NAME}`,
    description: SEARCH_DESCRIPTION,
    ...(hasQuery ? { robots: 'noindex, follow' } : { canonical: url }),
    meta,
  };
}

const FRONT_DOOR_DESCRIPTION =
  'The UK marketplace for contractors’ surplus mechanical and electrical stock: search by item, brand, part number or postcode, or sell your own.';

/** Signed-out `/`: the marketplace's front door, indexed under its own canonical URL. */
export function buildFrontDoorHead(appUrl: string): PageHead {
  const url = `${appUrl}/`;
  const title = `${PRODUCT_NAME}: surplus M&E stock from UK contractors`;
  const meta = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: FRONT_DOOR_DESCRIPTION },
    { property: 'og:url', content: url },
    { property: 'twitter:card', content: 'summary' },
  ];
  return { title, description: FRONT_DOOR_DESCRIPTION, canonical: url, meta };
}

/** A listing or seller that is not (or no longer) public: the app shows its own screen; engines drop it. */
export function buildUnavailableHead(what: 'listing' | 'seller'): PageHead {
  return { title: `${what === 'listing' ? 'Listing' : 'Seller'} not available | ${PRODUCT_NAME}`, robots: 'noindex' };
}
