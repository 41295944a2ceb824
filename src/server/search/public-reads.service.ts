import { createHash } from 'node:crypto';
import type {
  PublicListingDetail,
  PublicListingPage,
  PublicSeller,
  PublicSellerPage,
  PublicSellerQuery,
} from '../../shared/schemas/public-listing.ts';
import type { FeedbackSummary } from '../../shared/schemas/feedback.ts';
import { notFound } from '../http/http-errors.ts';
import { toPublicListingDetail } from '../listings/public-listing.ts';
import { lookupOutcode } from './outcodes.ts';
import type { LiveListingRow, PublicReadsRepository, SellerRow } from '../listings/public-reads.repository.ts';

export const LISTING_NOT_FOUND = 'Listing not found';
export const SELLER_NOT_FOUND = 'Seller not found';

/** Of some sellers, those whose listings offer "Pay by card" (the payments feature answers; none when payments are off). */
export type CardSellers = (sellerIds: readonly number[]) => Promise<ReadonlySet<number>>;
export const NO_CARD_SELLERS: CardSellers = () => Promise.resolve(new Set());
/** Of some sellers, what buyers left about each in the last 12 months (the orders feature answers). */
export type SellerFeedback = (sellerIds: readonly number[]) => Promise<ReadonlyMap<number, FeedbackSummary>>;
const NO_FEEDBACK: FeedbackSummary = { positive: 0, neutral: 0, negative: 0, percentPositive: null };
export const NO_SELLER_FEEDBACK: SellerFeedback = () => Promise.resolve(new Map());
async function feedbackOf(sellerFeedback: SellerFeedback, sellerId: number): Promise<FeedbackSummary> {
  return (await sellerFeedback([sellerId])).get(sellerId) ?? NO_FEEDBACK;
}

/** Who is looking: a signed-in user's id, or (signed out) their IP address and user agent. */
export type Visitor = { userId: number } | { ip: string; userAgent: string };

/** The business name for a business seller, else first name and last initial: never a full last name. */
export function sellerDisplayName(row: Pick<SellerRow, 'first_name' | 'last_name' | 'business_name' | 'account_type'>): string {
  const business = row.business_name?.trim();
  if (row.account_type === 'business' && business) return business;
  const first = row.first_name?.trim() || 'SpareStock';
  const initial = row.last_name?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first === 'SpareStock' ? 'SpareStock seller' : first;
}

function toPublicSeller(row: SellerRow, liveListings: number): PublicSeller {
  return {
    id: row.id,
    displayName: sellerDisplayName(row),
    accountType: row.account_type === 'business' && row.business_name?.trim() ? 'business' : 'individual',
    memberSince: row.created_at.slice(0, 7),
    liveListings,
    emailVerified: Boolean(row.is_email_verified),
  };
}

async function toDetails(
  repo: PublicReadsRepository,
  rows: readonly LiveListingRow[],
  cardSellers: CardSellers,
): Promise<PublicListingDetail[]> {
  const [photos, byCard] = await Promise.all([repo.listPhotos(rows.map((r) => r.id)), cardSellers(rows.map((r) => r.owner_id))]);
  return rows.map((row) => {
    const area = row.outcode ? (lookupOutcode(row.outcode)?.area ?? null) : null;
    return toPublicListingDetail(
      row,
      photos.filter((p) => p.listing_id === row.id),
      area,
      byCard.has(row.owner_id),
    );
  });
}

/** The salted hash that stands for a visitor for one day: no raw IP or user id is stored. */
function visitorKey(visitor: Visitor, salt: string): string {
  const who = 'userId' in visitor ? `user:${visitor.userId}` : `anon:${visitor.ip}\n${visitor.userAgent}`;
  return createHash('sha256').update(`${salt}\n${who}`).digest('hex');
}

/**
 * Counts the visitor's view (once per UTC day; never the owner's). Returns the listing's views
 * as they stand after it, so the page shows its own view.
 */
async function countView(repo: PublicReadsRepository, row: LiveListingRow, visitor: Visitor, now: Date): Promise<number> {
  if ('userId' in visitor && visitor.userId === row.owner_id) return row.views;
  const day = now.toISOString().slice(0, 10);
  const salt = await repo.saltFor(day);
  const counted = await repo.recordView(row, day, visitorKey(visitor, salt));
  return counted ? row.views + 1 : row.views;
}

/**
 * The public page of a live listing. A view that can't be counted (e.g. the item deleted meanwhile)
 * never fails the page: `onViewError` hears of it (the route logs it) and the stored count is shown.
 */
export async function readPublicListing(
  repo: PublicReadsRepository,
  id: number,
  visitor: Visitor,
  onViewError: (error: unknown) => void,
  now = new Date(),
  cardSellers: CardSellers = NO_CARD_SELLERS,
  sellerFeedback: SellerFeedback = NO_SELLER_FEEDBACK,
): Promise<PublicListingPage> {
  const row = await repo.findLiveListing(id);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  const counting = countView(repo, row, visitor, now).catch((error: unknown) => {
    onViewError(error);
    return row.views;
  });
  const [seller, liveListings, views, feedback] = await Promise.all([
    repo.findSeller(row.owner_id),
    repo.countLiveBySeller(row.owner_id),
    counting,
    feedbackOf(sellerFeedback, row.owner_id),
  ]);
  if (!seller) throw notFound(LISTING_NOT_FOUND);
  const [listing] = await toDetails(repo, [{ ...row, views }], cardSellers);
  return { listing: listing!, seller: toPublicSeller(seller, liveListings), feedback };
}

/** A seller's page exists while they have something live: a seller is public only by publishing. */
export async function readPublicSeller(
  repo: PublicReadsRepository,
  id: number,
  query: PublicSellerQuery,
  cardSellers: CardSellers = NO_CARD_SELLERS,
  sellerFeedback: SellerFeedback = NO_SELLER_FEEDBACK,
): Promise<PublicSellerPage> {
  const [seller, total, feedback] = await Promise.all([repo.findSeller(id), repo.countLiveBySeller(id), feedbackOf(sellerFeedback, id)]);
  if (!seller || total === 0) throw notFound(SELLER_NOT_FOUND);
  const rows = await repo.listLiveBySeller(id, query.pageSize, (query.page - 1) * query.pageSize);
  return {
    seller: toPublicSeller(seller, total),
    feedback,
    listings: await toDetails(repo, rows, cardSellers),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/**
 * The stored key behind a /media URL, or null: by the photo's own file names, and only a photo of a
 * live listing unless the URL was signed for a party (`anyListing`: signedMediaUrl).
 */
export async function findPublicPhotoKey(
  repo: PublicReadsRepository,
  photoId: number,
  file: string,
  anyListing = false,
): Promise<string | null> {
  const photo = await (anyListing ? repo.findAnyPhoto(photoId) : repo.findLivePhoto(photoId));
  if (!photo) return null;
  const fileName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
  if (fileName(photo.image_key) === file) return photo.image_key;
  if (fileName(photo.thumb_key) === file) return photo.thumb_key;
  return null;
}
