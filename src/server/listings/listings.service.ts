import type { Kysely, Transaction, Updateable } from 'kysely';
import { toPence } from '../../shared/money.ts';
import type {
  CreateListingInput,
  EditItemInput,
  Listing,
  PatchListingInput,
  PricingSourceMetadata,
} from '../../shared/schemas/listings.ts';
import type { Database, ListingsTable } from '../db/schema.ts';
import { notFound } from '../http/http-errors.ts';
import { toStorageHttpError } from '../images/storage-errors.ts';
import { emptyToNull } from '../lib/text.ts';
import { mergeOwnerNotes, splitOwnerNotes } from '../../shared/sparebot-notes.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { parseMetadata, toListing } from './listing-mapper.ts';
import type { ListingWithImages, ListingsRepository } from './listings.repository.ts';
import { findMissing } from './publish-rules.ts';

export interface ListingsContext {
  db: Kysely<Database>;
  listings: ListingsRepository;
  /** Stored photos: an item's photos are the owner's draft photos it was given by id. */
  photos: PhotosService;
  /**
   * Called after a write that can publish an item or lower a live item's price has committed (the
   * wanted-list matcher: its jobs are written by a trigger in the write's transaction).
   */
  onListingsChanged?: () => void;
  /**
   * Called after an item was created or edited, with the item as saved (SpareBot keeps what it
   * suggested for the item's photos and what the owner kept). Never throws.
   */
  onItemSaved?: (ownerId: number, listing: Listing) => Promise<void>;
}

/** The unit price, in pence, of `quantity` items worth `totalPrice` pounds in all (decisions §5). */
const unitPenceFromTotal = (totalPrice: number, quantity: number) => Math.round(toPence(totalPrice) / quantity);

/** Keeps pricingSourceMetadata telling the same story as the price columns (decisions §5). */
function syncMetadata(
  given: PricingSourceMetadata | null | undefined,
  previous: string | null,
  prices: { unitPence: number; retailPence: number | null; condition: string },
): string {
  const base = given ?? parseMetadata(previous) ?? {};
  return JSON.stringify({
    ...base,
    retailBaseline: prices.retailPence === null ? null : prices.retailPence / 100,
    surplusPrice: prices.unitPence / 100,
    condition: prices.condition,
  });
}

async function mustFind(ctx: ListingsContext, id: number, ownerId: number) {
  const found = await ctx.listings.findForOwner(id, ownerId);
  if (!found) throw notFound('Item not found');
  return found;
}

/**
 * Creates an item in one transaction and attaches the owner's draft photos `input.photoIds` to it
 * in that order: a photo id that is not one of the owner's drafts answers 400 and nothing is
 * written. (Multipart photos are stored as drafts first: see listing-create.route.ts.)
 */
export async function createListing(ctx: ListingsContext, ownerId: number, input: CreateListingInput): Promise<Listing> {
  const now = new Date().toISOString();
  const unitPence = toPence(input.price);
  const retailInput = input.retailPrice ?? input.pricingSourceMetadata?.retailBaseline ?? null;
  const retailPence = retailInput === null || retailInput === undefined ? null : toPence(retailInput);
  // SpareBot's notes to the owner arrive inside its description: they are kept apart from it.
  const described = splitOwnerNotes(emptyToNull(input.description));
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const created = await ctx.listings.create(
        {
          owner_id: ownerId,
          title: input.title,
          description: described.description,
          sparebot_notes: mergeOwnerNotes(null, described.notes),
          category_id: input.categoryId ?? null,
          condition: input.condition,
          quantity: input.quantity,
          unit_price_pence: unitPence,
          retail_price_pence: retailPence,
          notes: emptyToNull(input.notes),
          material: emptyToNull(input.material),
          size: emptyToNull(input.size),
          brand_info: emptyToNull(input.brand ?? input.brandInfo),
          technical_specs: emptyToNull(input.specifications ?? input.technicalSpecs),
          location: emptyToNull(input.location),
          shipping: emptyToNull(input.shipping),
          pricing_source_metadata: syncMetadata(input.pricingSourceMetadata, null, { unitPence, retailPence, condition: input.condition }),
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      await ctx.photos.setListingPhotos(created, ownerId, input.photoIds ?? [], trx);
      return created;
    });
  } catch (error) {
    throw toStorageHttpError(error);
  }
  const listing = toListing(await mustFind(ctx, id, ownerId));
  await ctx.onItemSaved?.(ownerId, listing);
  return listing;
}

export async function getListing(ctx: ListingsContext, id: number, ownerId: number): Promise<Listing> {
  return toListing(await mustFind(ctx, id, ownerId));
}

export async function listListings(ctx: ListingsContext, ownerId: number): Promise<Listing[]> {
  return (await ctx.listings.listByOwner(ownerId)).map(toListing);
}

/** What an edit changes, worked out from the row as it stands under its lock. */
interface UpdatePlan {
  values: Updateable<ListingsTable>;
  meta?: PricingSourceMetadata | null;
  photoIds?: number[];
}

/**
 * Updates the row (and, when `photoIds` is given, makes the item's photos exactly those) in one
 * transaction; the files of photos it dropped are deleted after the commit. An edit that leaves
 * a live item unpublishable (no photo, no category, price 0) withdraws it in the same write.
 */
async function applyUpdate(ctx: ListingsContext, row: { id: number }, ownerId: number, plan: (current: ListingWithImages) => UpdatePlan) {
  const dropped = await ctx.db.transaction().execute(async (trx: Transaction<Database>) => {
    // Read under the row's lock: of two edits at once, the second works from what the first wrote,
    // so neither puts back a field (or the pricing metadata) the other changed (fault suite, test 2).
    const current = (await ctx.listings.lockForOwner(row.id, ownerId, trx))
      ? await ctx.listings.findForOwner(row.id, ownerId, trx)
      : undefined;
    if (!current) throw notFound('Item not found');
    const { meta, photoIds, ...planned } = plan(current);
    let values = planned.values;
    const merged = { ...current, ...values };
    // The postcode is not editable here: only publish changes it (and checks it).
    const photoCount = photoIds ? photoIds.length : current.imageRows.length;
    if (current.status === 'live' && findMissing({ ...merged, photoCount, hasPostcode: true }).length > 0)
      values = { ...values, status: 'private' };
    const pricing = { unitPence: merged.unit_price_pence, retailPence: merged.retail_price_pence, condition: merged.condition };
    await ctx.listings.update(
      row.id,
      ownerId,
      {
        ...values,
        pricing_source_metadata: syncMetadata(meta, current.pricing_source_metadata, pricing),
        updated_at: new Date().toISOString(),
      },
      trx,
    );
    return photoIds ? ctx.photos.setListingPhotos(row.id, ownerId, photoIds, trx) : [];
  });
  ctx.onListingsChanged?.();
  await ctx.photos.removeFiles(dropped);
  const listing = await getListing(ctx, row.id, ownerId);
  await ctx.onItemSaved?.(ownerId, listing);
  return listing;
}

/** PUT from the edit screen: `price` is the total value; the unit price follows from it (decisions §5). */
export async function replaceListing(ctx: ListingsContext, id: number, ownerId: number, input: EditItemInput): Promise<Listing> {
  return applyUpdate(ctx, { id }, ownerId, () => ({
    values: {
      title: input.title,
      description: emptyToNull(input.description),
      category_id: input.categoryId ?? null,
      condition: input.condition,
      quantity: input.quantity,
      unit_price_pence: unitPenceFromTotal(input.price, input.quantity),
    },
  }));
}

export async function patchListing(ctx: ListingsContext, id: number, ownerId: number, input: PatchListingInput): Promise<Listing> {
  return applyUpdate(ctx, { id }, ownerId, (row) => patchPlan(row, input));
}

/** A PATCH's changes against the row as it stands (a total `price` is divided by the quantity it will have). */
function patchPlan(row: ListingWithImages, input: PatchListingInput): UpdatePlan {
  const quantity = input.quantity ?? row.quantity;
  let unitPence: number | undefined;
  if (input.originalPrice !== undefined) unitPence = toPence(input.originalPrice);
  else if (input.price !== undefined) unitPence = unitPenceFromTotal(input.price, quantity);
  const retail = input.retailPrice !== undefined ? input.retailPrice : input.pricingSourceMetadata?.retailBaseline;
  const text = (v: string | null | undefined) => (v === undefined ? undefined : emptyToNull(v));
  const values: Updateable<ListingsTable> = {
    title: input.title,
    description: text(input.description),
    category_id: input.categoryId,
    condition: input.condition,
    quantity: input.quantity,
    unit_price_pence: unitPence,
    retail_price_pence: retail === undefined ? undefined : retail === null ? null : toPence(retail),
    notes: text(input.notes),
    material: text(input.material),
    size: text(input.size),
    brand_info: text(input.brandInfo),
    technical_specs: text(input.technicalSpecs),
    location: text(input.location),
    shipping: text(input.shipping),
  };
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Updateable<ListingsTable>;
  return { values: defined, meta: input.pricingSourceMetadata, photoIds: input.photoIds };
}

/** Deletes the owner's items among ids (others' ids are ignored) with their photo rows, then their photo files. */
export async function deleteListings(ctx: ListingsContext, ids: number[], ownerId: number): Promise<number> {
  const { deleted, keys } = await ctx.db.transaction().execute(async (trx) => {
    const owned = await ctx.listings.findOwnedIds(ids, ownerId, trx);
    if (owned.length === 0) return { deleted: 0, keys: [] };
    const photoKeys = await ctx.photos.deleteForListings(owned, trx);
    return { deleted: await ctx.listings.deleteMany(owned, ownerId, trx), keys: photoKeys };
  });
  await ctx.photos.removeFiles(keys);
  return deleted;
}
