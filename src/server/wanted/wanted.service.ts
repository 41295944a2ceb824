import type { Insertable, Kysely } from 'kysely';
import { findCategoryName } from '../../shared/constants/categories.ts';
import { formatPence, toPence } from '../../shared/money.ts';
import { unknownOutcodeMessage } from '../../shared/postcode.ts';
import { MAX_WANTED_ITEMS, unreadableRatingMessage } from '../../shared/messages/wanted-messages.ts';
import { WANTED_MESSAGES, type CreateWantedInput, type PatchWantedInput, type WantedItem } from '../../shared/schemas/wanted.ts';
import type { Database, WantedItemsTable } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/http-errors.ts';
import { boundingBox } from '../search/distance.ts';
import { lookupOutcode } from '../search/outcodes.ts';
import { brandKeyOf } from './listing-features.ts';
import { buildMatchData } from './wanted-criteria.ts';
import type { MatchFinder } from './wanted-matches.service.ts';
import type { WantedItemRow, WantedRepository } from './wanted.repository.ts';

export interface WantedContext {
  db: Kysely<Database>;
  wanted: WantedRepository;
  matches: MatchFinder;
}

/** Every field of an item as the input schemas give it (maxPrice in pounds). */
export type WantedFields = Required<Omit<CreateWantedInput, 'maxPrice'>> & { maxPrice: number | null };
type ItemValues = Omit<Insertable<WantedItemsTable>, 'user_id' | 'created_at' | 'paused'>;

/** The stored fields of an item as input fields (what a PATCH leaves out keeps these). */
function fieldsOf(row: WantedItemRow): WantedFields {
  return {
    words: row.words,
    categoryId: row.category_id,
    brand: row.brand,
    ratings: JSON.parse(row.ratings) as string[],
    maxPrice: row.max_price_pence === null ? null : row.max_price_pence / 100,
    near: row.near_outcode,
    radius: row.radius_miles,
    alertMode: row.alert_mode,
  };
}

/** Checks the whole item and works out what matching reads; 400 with the first problem. */
export function toWantedValues(f: WantedFields, now: string): ItemValues {
  const { data, unreadable } = buildMatchData(f.words, f.ratings);
  if (unreadable.length) throw badRequest(unreadableRatingMessage(unreadable[0]!));
  if (data.words.length + data.codes.length === 0 && f.categoryId === null && !f.brand && data.ratings.length === 0) {
    throw badRequest(WANTED_MESSAGES.needsCriterion);
  }
  const centre = f.near === null ? undefined : lookupOutcode(f.near);
  if (f.near !== null && !centre) throw badRequest(unknownOutcodeMessage(f.near));
  if (f.radius !== null && !centre) throw badRequest(WANTED_MESSAGES.radiusNeedsNear);
  // 0.05 more: a place 10.04 miles away shows as 10.0 and is within 10.
  const box = centre && f.radius !== null ? boundingBox(centre, f.radius + 0.05) : null;
  return {
    words: f.words,
    category_id: f.categoryId,
    brand: f.brand,
    brand_key: brandKeyOf(f.brand),
    ratings: JSON.stringify(f.ratings),
    match_data: JSON.stringify(data),
    max_price_pence: f.maxPrice === null ? null : toPence(f.maxPrice),
    near_outcode: centre?.outcode ?? null,
    radius_miles: f.radius,
    box_min_lat: box?.minLat ?? null,
    box_max_lat: box?.maxLat ?? null,
    box_min_lon: box?.minLon ?? null,
    box_max_lon: box?.maxLon ?? null,
    alert_mode: f.alertMode,
    updated_at: now,
  };
}

export function toWantedItem(row: WantedItemRow, matchCount: number): WantedItem {
  return {
    id: row.id,
    words: row.words,
    categoryId: row.category_id,
    category: findCategoryName(row.category_id),
    brand: row.brand,
    ratings: JSON.parse(row.ratings) as string[],
    maxPrice: row.max_price_pence === null ? null : formatPence(row.max_price_pence),
    near: row.near_outcode,
    radius: row.radius_miles,
    alertMode: row.alert_mode,
    paused: row.paused === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    matchCount,
  };
}

async function mustFind(ctx: WantedContext, id: number, userId: number): Promise<WantedItemRow> {
  const row = await ctx.wanted.findForUser(id, userId);
  if (!row) throw notFound(WANTED_MESSAGES.notFound);
  return row;
}

const withCount = async (ctx: WantedContext, row: WantedItemRow) => toWantedItem(row, await ctx.matches.count(row));

export async function createWanted(ctx: WantedContext, userId: number, input: CreateWantedInput): Promise<WantedItem> {
  const now = new Date().toISOString();
  const values = toWantedValues(
    {
      words: input.words ?? '',
      categoryId: input.categoryId ?? null,
      brand: input.brand ?? null,
      ratings: input.ratings ?? [],
      maxPrice: input.maxPrice ?? null,
      near: input.near ?? null,
      radius: input.radius ?? null,
      alertMode: input.alertMode ?? 'instant',
    },
    now,
  );
  const id = await ctx.db.transaction().execute(async (trx) => {
    await ctx.wanted.lockUser(userId, trx);
    if ((await ctx.wanted.countByUser(userId, trx)) >= MAX_WANTED_ITEMS) throw conflict(WANTED_MESSAGES.tooMany);
    return ctx.wanted.insert({ ...values, user_id: userId, paused: 0, created_at: now }, trx);
  });
  return withCount(ctx, await mustFind(ctx, id, userId));
}

export async function listWanted(ctx: WantedContext, userId: number): Promise<WantedItem[]> {
  const rows = await ctx.wanted.listByUser(userId);
  const items: WantedItem[] = [];
  for (const row of rows) items.push(await withCount(ctx, row));
  return items;
}

/** Changes what is given; taking `near` away takes the radius with it unless a radius is given too (then 400). */
export async function patchWanted(ctx: WantedContext, id: number, userId: number, input: PatchWantedInput): Promise<WantedItem> {
  const row = await mustFind(ctx, id, userId);
  const current = fieldsOf(row);
  const { paused, ...given } = input;
  const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as Partial<WantedFields>;
  const merged: WantedFields = { ...current, ...defined };
  if (defined.near === null && defined.radius === undefined) merged.radius = null;
  const values = toWantedValues(merged, new Date().toISOString());
  if (!(await ctx.wanted.update(id, userId, { ...values, ...(paused !== undefined && { paused: paused ? 1 : 0 }) }))) {
    throw notFound(WANTED_MESSAGES.notFound);
  }
  return withCount(ctx, await mustFind(ctx, id, userId));
}

export async function deleteWanted(ctx: WantedContext, id: number, userId: number): Promise<void> {
  if (!(await ctx.wanted.delete(id, userId))) throw notFound(WANTED_MESSAGES.notFound);
}

export async function listWantedMatches(ctx: WantedContext, id: number, userId: number) {
  return { matches: await ctx.matches.list(await mustFind(ctx, id, userId)) };
}
