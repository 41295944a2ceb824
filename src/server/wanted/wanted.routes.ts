import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  CreateWantedSchema,
  ListingDemandSchema,
  PatchWantedSchema,
  WANTED_MESSAGES,
  WantedItemSchema,
  WantedListSchema,
  WantedMatchesSchema,
} from '../../shared/schemas/wanted.ts';
import { currentUser } from '../auth/require-user.ts';
import type { Database } from '../db/schema.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED } from '../http/route-docs.ts';
import { idParams } from '../http/path-params.ts';
import { createAlertsRepository } from './alerts.repository.ts';
import { createDemandReader } from './demand.service.ts';
import { createListingReadsRepository } from '../listings/listing-matching.repository.ts';
import { registerNotificationRoutes } from './notifications.routes.ts';
import { createMatchFinder } from './wanted-matches.service.ts';
import { createWantedRepository } from './wanted.repository.ts';
import { createWanted, deleteWanted, listWanted, listWantedMatches, patchWanted, type WantedContext } from './wanted.service.ts';

const TAG = 'Wanted';
const IdParams = idParams(WANTED_MESSAGES.notFound, 9);
const NOT_FOUND = { 404: 'Wanted item not found: a missing id, another user’s, or not a positive integer' };
const CRITERIA =
  'Words, a category, a brand or a rating at least. `ratings` are kept as typed, each must read as a rating with its unit ' +
  '(`32 A`, `32amp`, `Type B`, `≥ 6 kA`, `6kA+`, `0.75 kW`, `400 V`, `IP65`; 400 otherwise). `near` is a UK postcode or outward code, ' +
  'kept as its outward code only; `radius` (5, 10, 25, 50 or 100 miles) needs it. `maxPrice` is per unit, a number or a decimal string.';

/** Wanted lists (issue 14): the signed-in user's items, their live matches, demand for private stock, and notifications. */
export function registerWantedRoutes(instance: FastifyInstance, db: Kysely<Database>, requireUser: preHandlerHookHandler) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const listings = createListingReadsRepository(db);
  const wanted = createWantedRepository(db);
  const ctx: WantedContext = { db, wanted, matches: createMatchFinder({ listings, alerts: createAlertsRepository(db) }) };
  const auth = { preValidation: requireUser };

  const createDocs = documentRoute({
    tag: TAG,
    summary: 'Save a wanted item',
    description: `${CRITERIA} At most 50 items per user (409 past that). \`alertMode\` defaults to instant.`,
    auth: true,
    body: CreateWantedSchema,
    responses: { 201: WantedItemSchema },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED, 409: 'The user already keeps 50 wanted items' },
  });
  app.post('/api/wanted', { ...auth, ...createDocs }, async (request, reply) => {
    const item = await createWanted(ctx, currentUser(request).id, request.body);
    return reply.code(201).send(item);
  });

  const listDocs = documentRoute({
    tag: TAG,
    summary: 'The signed-in user’s wanted items, newest first, each with how many live listings match it now',
    auth: true,
    responses: { 200: WantedListSchema },
    errors: UNAUTHENTICATED,
  });
  app.get('/api/wanted', { ...auth, ...listDocs }, async (request) => ({ wanted: await listWanted(ctx, currentUser(request).id) }));

  const patchDocs = documentRoute({
    tag: TAG,
    summary: 'Change, pause or resume a wanted item',
    description: `Any of the fields of POST, plus \`paused\`; what is left out stays. Setting \`near\` to null drops the radius too. ${CRITERIA}`,
    auth: true,
    params: IdParams,
    body: PatchWantedSchema,
    responses: { 200: WantedItemSchema },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED, ...NOT_FOUND },
  });
  app.patch('/api/wanted/:id', { ...auth, ...patchDocs }, async (request) => {
    const id = request.params.id;
    return patchWanted(ctx, id, currentUser(request).id, request.body);
  });

  const deleteDocs = documentRoute({
    tag: TAG,
    summary: 'Delete a wanted item',
    auth: true,
    params: IdParams,
    responses: { 204: z.null() },
    errors: { ...UNAUTHENTICATED, ...NOT_FOUND },
  });
  app.delete('/api/wanted/:id', { ...auth, ...deleteDocs }, async (request, reply) => {
    await deleteWanted(ctx, request.params.id, currentUser(request).id);
    return reply.code(204).send();
  });

  const matchesDocs = documentRoute({
    tag: TAG,
    summary: 'The live listings a wanted item matches now, newest first (at most 100)',
    description:
      'Each with `reasons`, one per wanted rating, labelled as the wanted item reads it (`≥ 6 kA`): `ok` true when the listing states a value meeting it, ' +
      'false when the listing does not state it at all (at most one may be missing; a stated value that misses is no match). Listings of the user are left out.',
    auth: true,
    params: IdParams,
    responses: { 200: WantedMatchesSchema },
    errors: { ...UNAUTHENTICATED, ...NOT_FOUND },
  });
  app.get('/api/wanted/:id/matches', { ...auth, ...matchesDocs }, async (request) =>
    listWantedMatches(ctx, request.params.id, currentUser(request).id),
  );

  const demandDocs = documentRoute({
    tag: 'Inventory',
    summary: 'How many buyers look for each of the signed-in user’s private items',
    description:
      'For each private item that other users’ active (not paused) wanted items would match if it were published from its postcode (its own, else the profile’s): ' +
      'the number of such users. Items nobody looks for are left out; the newest 1,000 private items are looked at. Buyers are never named.',
    auth: true,
    responses: { 200: ListingDemandSchema },
    errors: UNAUTHENTICATED,
  });
  const readDemand = createDemandReader({ listings, wanted });
  app.get('/api/listings/demand', { ...auth, ...demandDocs }, async (request) => readDemand(currentUser(request)));

  registerNotificationRoutes(app, db, requireUser);
}
