import type { FastifyInstance } from 'fastify';
import { PrivacyProcessorsSchema, type PrivacyProcessors } from '../../shared/schemas/privacy.ts';
import type { SparebotConfig } from '../sparebot-config.ts';
import { documentRoute } from '../http/route-docs.ts';

/** GET /api/privacy/processors: the privacy policy names the AI service photos go to (from config), or says none. */
export function registerProcessorRoutes(app: FastifyInstance, sparebot: Pick<SparebotConfig, 'processorName'>): void {
  const answer: PrivacyProcessors = { aiProcessor: sparebot.processorName };
  app.get(
    '/api/privacy/processors',
    documentRoute({
      tag: 'Service',
      summary: 'The outside AI service SpareBot sends photos to (null: offline, nothing sent)',
      responses: { 200: PrivacyProcessorsSchema },
    }),
    async () => answer,
  );
}
