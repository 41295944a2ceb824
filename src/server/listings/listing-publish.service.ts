import { toPence } from '../../shared/money.ts';
import { PUBLISH_MESSAGES, type BulkPublishResponse, type Listing, type PublishListingInput } from '../../shared/schemas/listings.ts';
import { describeMissing, type PublishRequirement } from '../../shared/messages/publish-messages.ts';
import { badRequest, HttpError, notFound } from '../http/http-errors.ts';
import { getListing, type ListingsContext } from './listings.service.ts';
import type { PublishStateRow } from './listings.repository.ts';
import { checkPostcode, requirePlaceablePostcode, type CheckedPostcode } from './postcode-check.ts';
import { findMissing } from './publish-rules.ts';
import { mergeOwnerNotes, splitOwnerNotes } from '../../shared/sparebot-notes.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What publishing needs of the signed-in seller (a session user fits). */
interface Seller {
  id: number;
  postcode: string | null;
  account_type: 'individual' | 'business' | null;
}

/** SpareBot's notes pasted back into a description leave it before the item goes live (issue 31). */
async function stripOwnerNotes(ctx: ListingsContext, state: PublishStateRow, ownerId: number, trx: Transaction<Database>) {
  const { description, notes } = splitOwnerNotes(state.description);
  if (notes.length > 0)
    await ctx.listings.setDescription(state.id, ownerId, description, mergeOwnerNotes(state.sparebot_notes, notes), trx);
}

const refusal = (missing: PublishRequirement[]) => new HttpError(422, describeMissing(missing), { missing });

/** What the item lacks, its postcode being `itemPostcode` (null = the seller's profile postcode). */
function checkItem(state: PublishStateRow, itemPostcode: string | null, seller: Seller) {
  const place: CheckedPostcode | null = checkPostcode(itemPostcode ?? seller.postcode);
  const missing = findMissing({ ...state, hasPostcode: place !== null });
  return { place, missing };
}

/** The item's own postcode from the body: undefined = unchanged, null = back to the profile's; 400 when malformed. */
function readGivenPostcode(input: PublishListingInput): string | null | undefined {
  if (input.postcode === undefined) return undefined;
  if (input.postcode === null || input.postcode === '') return null;
  return requirePlaceablePostcode(input.postcode, PUBLISH_MESSAGES.postcodeInvalid).postcode;
}

/**
 * Publishes the owner's item with the settings given (kept on the item), or refuses with 422 and
 * every missing piece; a refusal writes nothing. Publishing a live item again updates its settings.
 */
export async function publishListing(ctx: ListingsContext, id: number, seller: Seller, input: PublishListingInput): Promise<Listing> {
  const business = seller.account_type === 'business';
  if (input.vatMode && !business) throw badRequest(PUBLISH_MESSAGES.vatModeBusinessOnly);
  const givenPostcode = readGivenPostcode(input);
  await ctx.db.transaction().execute(async (trx) => {
    const [state] = await ctx.listings.listPublishStates([id], seller.id, trx);
    if (!state) throw notFound('Item not found');
    const itemPostcode = givenPostcode === undefined ? state.postcode : givenPostcode;
    const { place, missing } = checkItem(state, itemPostcode, seller);
    if (missing.length > 0 || !place) throw refusal(missing);
    const handover = input.handover ?? state.handover ?? 'collection';
    let deliveryPence =
      input.deliveryPrice === undefined ? state.delivery_price_pence : input.deliveryPrice === null ? null : toPence(input.deliveryPrice);
    if (handover === 'collection') deliveryPence = null;
    const vatMode = business ? (input.vatMode === undefined ? state.vat_mode : input.vatMode) : null;
    const values = {
      now: new Date().toISOString(),
      outcode: place.outcode,
      postcode: itemPostcode,
      handover,
      delivery_price_pence: deliveryPence,
      vat_mode: vatMode,
    };
    await stripOwnerNotes(ctx, state, seller.id, trx);
    await ctx.listings.publishMany([id], seller.id, values, trx);
  });
  ctx.onListingsChanged?.();
  return getListing(ctx, id, seller.id);
}

/** Makes the owner's item private (a private one stays so); 404 for anyone else's. */
export async function withdrawListing(ctx: ListingsContext, id: number, ownerId: number): Promise<Listing> {
  await ctx.db.transaction().execute(async (trx) => {
    const [state] = await ctx.listings.listPublishStates([id], ownerId, trx);
    if (!state) throw notFound('Item not found');
    await ctx.listings.withdrawMany([id], ownerId, new Date().toISOString(), trx);
  });
  return getListing(ctx, id, ownerId);
}

/**
 * Publishes every ready item of the owner among `ids` with its own settings, in one transaction;
 * the others stay as they were and are listed in `refused` (by id) with what each lacks.
 * Others' ids are ignored, not reported, like bulk delete.
 */
export async function publishListings(ctx: ListingsContext, ids: number[], seller: Seller): Promise<BulkPublishResponse> {
  const now = new Date().toISOString();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const states = await ctx.listings.listPublishStates(ids, seller.id, trx);
    const refused: BulkPublishResponse['refused'] = [];
    const byOutcode = new Map<string, number[]>();
    for (const state of states) {
      const { place, missing } = checkItem(state, state.postcode, seller);
      if (missing.length > 0 || !place) refused.push({ id: state.id, message: describeMissing(missing), missing });
      else {
        await stripOwnerNotes(ctx, state, seller.id, trx);
        byOutcode.set(place.outcode, [...(byOutcode.get(place.outcode) ?? []), state.id]);
      }
    }
    let published = 0;
    for (const [outcode, group] of byOutcode) published += await ctx.listings.publishMany(group, seller.id, { now, outcode }, trx);
    const message = `${published} item(s) published` + (refused.length > 0 ? `; ${refused.length} not ready` : '');
    return { message, published, refused };
  });
  ctx.onListingsChanged?.();
  return result;
}

/** Makes the owner's live items among `ids` private; others' ids are ignored. Counts those that were live. */
export async function withdrawListings(
  ctx: ListingsContext,
  ids: number[],
  ownerId: number,
): Promise<{ message: string; withdrawn: number }> {
  const withdrawn = await ctx.db.transaction().execute((trx) => ctx.listings.withdrawMany(ids, ownerId, new Date().toISOString(), trx));
  return { message: `${withdrawn} item(s) withdrawn`, withdrawn };
}
