import { PassThrough, Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import yazl from 'yazl';
import type { ImageStorage } from '../images/image-storage.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import { iterateOwnerListings, streamCsv } from '../listings/listings.export.ts';
import type { AccountDataRepository, ExportPhotoRow } from './account-data.repository.ts';
import type { createFeedbackExportReads } from '../orders/feedback/feedback-export.ts';
import { useNativeCrcForZips } from './fast-zip-crc.ts';
import { streamOrdersCsv, toExportOrder, type createOrderExportReads } from './order-export.ts';
import {
  toExportActivity,
  toExportBlock,
  toExportConversation,
  toExportListing,
  toExportNotification,
  toExportOffer,
  toExportProfile,
  toExportReport,
  toExportWanted,
} from './export-shapes.ts';

useNativeCrcForZips();

const LISTING_BATCH = 500;
const CONVERSATION_BATCH = 100;
const ROW_BATCH = 1000;

export interface AccountExportDeps {
  data: AccountDataRepository;
  orders: ReturnType<typeof createOrderExportReads>;
  feedback: ReturnType<typeof createFeedbackExportReads>;
  listings: ListingsRepository;
  storage: ImageStorage;
  log: FastifyBaseLogger;
}

const README = `Your SpareStock data
====================

profile.json         your account details
listings.json        every item in your inventory (with the names of its photos here)
listings.csv         the same items as the inventory export (opens in Excel)
photos/{id}/{n}.jpg  the photos of item {id}, in order
conversations.json   your conversations, with every message in them
offers.json          the offers made in them
wanted.json          your wanted list
notifications.json   your notifications
activity.json        your account's security activity (sign-ins, password and email changes)
blocks.json          the people you blocked
reports.json         what you reported
orders.json          your orders, bought and sold, with their history
orders.csv           the same orders, one row each (opens in Excel)
feedback.json        the feedback you left after orders, and what was left about you
`;

/** Photo names within the zip: photos/{listingId}/{n}.jpg, n from 1 in the listing's order. */
function namePhotos(photos: readonly ExportPhotoRow[]): Map<number, { name: string; key: string }[]> {
  const byListing = new Map<number, { name: string; key: string }[]>();
  for (const photo of photos) {
    const list = byListing.get(photo.listing_id) ?? [];
    list.push({ name: `photos/${photo.listing_id}/${list.length + 1}.jpg`, key: photo.image_key });
    byListing.set(photo.listing_id, list);
  }
  return byListing;
}

/** A JSON array written item by item from pages of rows, so no file is ever built whole. */
async function* jsonArray<T>(pages: AsyncIterable<readonly T[]>, toJson: (item: T) => unknown): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of pages) {
    let chunk = '';
    for (const item of page) {
      chunk += `${first ? '\n' : ',\n'}${JSON.stringify(toJson(item), null, 2)}`;
      first = false;
    }
    if (chunk) yield chunk;
  }
  yield first ? ']\n' : '\n]\n';
}

/** Pages of a query that takes (afterId, limit), until a short page. */
async function* pagesOf<T extends { id: number }>(
  read: (afterId: number, limit: number) => Promise<T[]>,
  limit: number,
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    const page = await read(afterId, limit);
    if (page.length) yield page;
    if (page.length < limit) return;
    afterId = page[page.length - 1]!.id;
  }
}

/**
 * "Download my data": a zip streamed as it is written. Each file is an entry whose content is
 * produced only when the zip reaches it (a lazy stream: JSON from pages of rows, photos straight
 * from storage, local disk or bucket), and the zip's output is piped to the response with
 * backpressure, so memory holds a page of rows and a chunk of a photo, whatever the size. What
 * grows with the number of files is the zip's directory (about 100 bytes a file), which the
 * format writes at the end.
 */
export function streamAccountZip(deps: AccountExportDeps, userId: number): Readable {
  const { data, listings, storage, log } = deps;
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as PassThrough;
  const mtime = new Date();
  let failed = false;
  // The client went away (Fastify destroys the stream): the entry being read is let go (a photo's
  // file or bucket connection would otherwise stay open, paused), and nothing more is opened or read.
  let stopped = false;
  let reading: Readable | undefined;
  output.once('close', () => {
    stopped = true;
    reading?.destroy();
  });
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    log.error({ event: 'account.export_failed', userId, err: error }, 'the data export stopped part way');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  const entry = (name: string, open: () => Readable | Promise<Readable>, compress = true) => {
    zip.addReadStreamLazy(name, { mtime, compress }, (callback) => {
      Promise.resolve()
        .then(() => (stopped ? Readable.from([]) : open()))
        .then((stream) => {
          if (stopped) stream.destroy();
          reading = stream;
          stream.once('error', fail);
          callback(null, stream);
        }, fail);
    });
  };
  const json = (name: string, produce: () => AsyncIterable<string>) => entry(name, () => Readable.from(produce()));

  const listingPages = () => pagesOf((afterId, limit) => listings.listBatchByOwner(userId, afterId, limit), LISTING_BATCH);
  const conversationPages = () => pagesOf((afterId, limit) => data.listConversationBatch(userId, afterId, limit), CONVERSATION_BATCH);

  entry('README.txt', () => Readable.from([README]));
  json('profile.json', async function* () {
    const profile = await data.findProfile(userId);
    yield `${JSON.stringify(profile ? toExportProfile(profile, mtime) : null, null, 2)}\n`;
  });
  json('listings.json', async function* () {
    async function* withPhotos() {
      for await (const page of listingPages()) {
        const names = namePhotos(
          await data.listListingPhotos(
            userId,
            page.map((row) => row.id),
          ),
        );
        yield page.map((row) =>
          toExportListing(
            row,
            (names.get(row.id) ?? []).map((p) => p.name),
          ),
        );
      }
    }
    yield* jsonArray(withPhotos(), (item) => item);
  });
  entry('listings.csv', () => streamCsv(iterateOwnerListings(listings, userId)));
  json('conversations.json', async function* () {
    async function* withMessages() {
      for await (const page of conversationPages()) {
        const messages = await data.listMessages(page.map((c) => c.id));
        yield page.map((c) =>
          toExportConversation(
            c,
            userId,
            messages.filter((m) => m.conversation_id === c.id),
          ),
        );
      }
    }
    yield* jsonArray(withMessages(), (item) => item);
  });
  json('offers.json', async function* () {
    async function* offers() {
      for await (const page of conversationPages()) {
        const roles = new Map(page.map((c) => [c.id, c.buyer_id === userId ? ('buyer' as const) : ('seller' as const)]));
        const rows = await data.listOffers(page.map((c) => c.id));
        yield rows.map((offer) => toExportOffer(offer, roles.get(offer.conversation_id)!, userId, mtime));
      }
    }
    yield* jsonArray(offers(), (item) => item);
  });
  json('wanted.json', () => jsonArray(onePage(data.listWanted(userId)), toExportWanted));
  json('notifications.json', () =>
    jsonArray(
      pagesOf((afterId, limit) => data.listNotificationBatch(userId, afterId, limit), ROW_BATCH),
      toExportNotification,
    ),
  );
  json('activity.json', () =>
    jsonArray(
      pagesOf((afterId, limit) => data.listEventBatch(userId, afterId, limit), ROW_BATCH),
      toExportActivity,
    ),
  );
  json('blocks.json', () => jsonArray(onePage(data.listBlocks(userId)), toExportBlock));
  json('reports.json', () => jsonArray(onePage(data.listReportsMade(userId)), toExportReport));
  const orderPages = () => pagesOf((afterId, limit) => deps.orders.listOrderBatch(userId, afterId, limit), ROW_BATCH);
  json('orders.json', async function* () {
    async function* withEvents() {
      for await (const page of orderPages()) {
        const events = await deps.orders.listOrderEvents(page.map((row) => row.id));
        yield page.map((row) =>
          toExportOrder(
            row,
            userId,
            events.filter((e) => e.order_id === row.id),
          ),
        );
      }
    }
    yield* jsonArray(withEvents(), (item) => item);
  });
  entry('orders.csv', () => streamOrdersCsv(orderPages(), userId));
  json('feedback.json', () => jsonArray(onePage(deps.feedback.listForUser(userId)), (item) => item));

  // Photos last: entries are added page by page as the listings are read; the zip reads each
  // photo from storage only when it gets to it.
  void (async () => {
    for await (const page of listingPages()) {
      if (stopped) return;
      const names = namePhotos(
        await data.listListingPhotos(
          userId,
          page.map((row) => row.id),
        ),
      );
      for (const photos of names.values()) {
        for (const photo of photos) {
          entry(
            photo.name,
            async () => {
              const stored = await storage.get(photo.key);
              if (stored) return stored.stream;
              log.warn({ event: 'account.export_photo_missing', userId, key: photo.key }, 'a photo of the export is missing from storage');
              return Readable.from([]);
            },
            false,
          );
        }
      }
    }
    zip.end();
  })().catch(fail);
  return output;
}

async function* onePage<T>(rows: Promise<T[]>): AsyncGenerator<T[]> {
  yield await rows;
}
