import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Listing } from '../../../shared/schemas/listings.ts';
import type { Database } from '../../db/schema.ts';
import { priorTokens } from '../learning/prior-tokens.ts';
import { createPriorsTrainer, type LearnedPriors } from '../learning/priors.ts';
import { createPhotoAnalysesRepository } from '../photo-analyses.repository.ts';
import { keptFields, suggestedFields } from './feedback-fields.ts';
import { createFeedbackRepository, type FeedbackRepository } from './feedback.repository.ts';

export interface FeedbackOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Wait after a save before retraining, so a burst of saves trains once. */
  retrainDelayMs?: number;
  /** How often to look for saves made through other server instances. */
  pollMs?: number;
}

const TRAINING_PAGE = 5000;

/** Trains priors from every stored row, a page at a time, yielding to the event loop between pages. */
export async function trainFromStore(repo: Pick<FeedbackRepository, 'listTrainingPage'>): Promise<LearnedPriors> {
  const trainer = createPriorsTrainer();
  for (let after = 0; ;) {
    const page = await repo.listTrainingPage(after, TRAINING_PAGE);
    for (const row of page)
      trainer.add({
        tokens: row.ocr_tokens,
        category: row.kept_category,
        brand: row.kept_brand,
        ownerId: row.owner_id,
        moderator: row.moderator,
      });
    const last = page[page.length - 1];
    if (!last || page.length < TRAINING_PAGE) break;
    after = last.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return trainer.finish();
}

/**
 * Learning from corrections (issue 17): when an owner saves an item made from photos SpareBot
 * analysed, what SpareBot said and what the owner kept are stored; the priors trained from them
 * are retrained a moment after each save, and when another instance's saves show up.
 */
export function createSparebotFeedback({ db, log, retrainDelayMs = 2000, pollMs = 5 * 60_000 }: FeedbackOptions) {
  const repo = createFeedbackRepository(db);
  const analyses = createPhotoAnalysesRepository(db);
  let current: LearnedPriors | undefined;
  let trainedStamp = '';
  let training: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let poller: NodeJS.Timeout | undefined;
  let closed = false;

  async function retrain(): Promise<void> {
    if (training) {
      again = true;
      return training;
    }
    training = (async () => {
      do {
        again = false;
        const stamp = await repo.stamp();
        const started = performance.now();
        current = await trainFromStore(repo);
        trainedStamp = stamp;
        log.debug({ rows: current.rows, ms: Math.round(performance.now() - started) }, 'sparebot priors retrained');
      } while (again && !closed);
    })()
      .catch((error: unknown) => log.warn({ err: error }, 'sparebot priors not retrained'))
      .finally(() => (training = undefined));
    return training;
  }

  function scheduleRetrain(): void {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void retrain(), retrainDelayMs);
    timer.unref();
  }

  async function pollForChanges(): Promise<void> {
    try {
      if ((await repo.stamp()) !== trainedStamp) await retrain();
    } catch (error) {
      log.warn({ err: error }, 'sparebot feedback poll failed');
    }
  }

  /** Stores what SpareBot suggested and what the owner kept; never fails the save that calls it. */
  async function recordSaved(ownerId: number, listing: Listing): Promise<void> {
    try {
      const kept = keptFields(listing);
      const now = new Date().toISOString();
      const values = { kept: JSON.stringify(kept), kept_category: kept.category, kept_brand: kept.brand, updated_at: now };
      const existing = await repo.findByListing(listing.id);
      if (existing) {
        if (existing.kept === values.kept) return;
        await repo.updateKept(existing.id, values);
      } else {
        const analysis = await analyses.findFirstLookAmong(listing.photos.map((p) => p.id));
        if (!analysis) return;
        await repo.create({
          owner_id: ownerId,
          listing_id: listing.id,
          photo_id: analysis.photo_id,
          analysis_id: analysis.id,
          provider: analysis.provider,
          sparebot_version: analysis.sparebot_version,
          suggested: JSON.stringify(suggestedFields(analysis.result)),
          ocr_tokens: priorTokens(analysis.result.rawText).join(' '),
          created_at: now,
          ...values,
        });
      }
      scheduleRetrain();
    } catch (error) {
      log.warn({ err: error, listingId: listing.id }, 'sparebot feedback not stored');
    }
  }

  return {
    recordSaved,
    /** The priors in use (undefined until the first training has finished). */
    priors: (): LearnedPriors | undefined => current,
    retrain,
    /** Trains once now, then keeps an eye on saves made elsewhere. */
    start(): void {
      void retrain();
      poller = setInterval(() => void pollForChanges(), pollMs);
      poller.unref();
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      clearInterval(poller);
      await training;
    },
  };
}

export type SparebotFeedback = ReturnType<typeof createSparebotFeedback>;
