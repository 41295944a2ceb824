import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { DealsContext } from './deals-context.ts';
import { registerConversationRoutes } from './conversations.routes.ts';
import { registerOfferRoutes } from './offers.routes.ts';
import { registerSafetyRoutes } from './safety.routes.ts';

/** Every route of deals: conversations, offers, reports and blocks. */
export function registerDealRoutes(app: FastifyInstance, ctx: DealsContext, requireUser: preHandlerHookHandler): void {
  registerConversationRoutes(app, ctx, requireUser);
  registerOfferRoutes(app, ctx, requireUser);
  registerSafetyRoutes(app, ctx, requireUser);
}
