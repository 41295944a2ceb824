import type { Insertable, Kysely, Transaction } from 'kysely';
import { describeMatch } from '../../shared/messages/wanted-messages.ts';
import { formatPence } from '../../shared/money.ts';
import { makeListingSlug } from '../../shared/search-options.ts';
import type { Database, NotificationsTable, WantedMatchesTable } from '../db/schema.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { lookupOutcode } from '../search/outcodes.ts';
import { buildAlertEmail, describeWantedItem, type AlertEntry } from './alert-mail.ts';
import type { AlertsRepository, MatchJobRow } from './alerts.repository.ts';
import type { CriteriaCache } from './criteria-cache.ts';
import { readListingFeatures } from './listing-features.ts';
import type { ListingReadsRepository, LiveListingRow } from '../listings/listing-matching.repository.ts';
import { matchListing, type MatchResult } from './wanted-matcher.ts';
import type { WantedCandidateRow, WantedRepository } from './wanted.repository.ts';

export interface AlertDeps {
  db: Kysely<Database>;
  listings: ListingReadsRepository;
  wanted: WantedRepository;
  alerts: AlertsRepository;
  /** Wanted items worked out, kept between jobs. */
  criteria: CriteriaCache;
  mail: Pick<MailOutbox, 'enqueue' | 'enqueueMany'>;
  appUrl: string;
}

type Matched = { row: WantedCandidateRow; result: MatchResult; priceDrop: boolean };

/** The path of a listing's public page. */
export const listingPath = (listing: { id: number; title: string }) => `/listing/${listing.id}-${makeListingSlug(listing.title)}`;

/** A listing and why it matched one wanted item, as alerts word it. */
export function toAlertEntry(
  listing: LiveListingRow,
  item: Parameters<typeof describeWantedItem>[0],
  result: MatchResult,
  priceDrop: boolean,
): AlertEntry {
  const area = listing.outcode ? lookupOutcode(listing.outcode)?.area : undefined;
  return {
    listingId: listing.id,
    title: listing.title,
    path: listingPath(listing),
    pricePence: listing.unit_price_pence,
    condition: listing.condition,
    quantity: listing.quantity,
    place: listing.outcode ? `${listing.outcode}${area ? ` (${area})` : ''}` : null,
    why: describeMatch(result.reasons, result.distanceMiles),
    wanted: describeWantedItem(item),
    priceDrop,
  };
}

/** The other users' wanted items the listing matches and that were not yet alerted at this price or lower. */
export async function findFreshMatches(deps: AlertDeps, listing: LiveListingRow): Promise<Matched[]> {
  const features = readListingFeatures(listing);
  const keys = await deps.wanted.listAlertCandidates({
    ownerId: listing.owner_id,
    categoryId: features.categoryId,
    brandKey: features.brandKey,
    pricePence: features.pricePence,
    place: features.place,
  });
  const matched: Array<{ row: WantedCandidateRow; result: MatchResult }> = [];
  for (const { row, criteria } of await deps.criteria.read(keys)) {
    const result = matchListing(criteria, features);
    if (result) matched.push({ row, result });
  }
  if (matched.length === 0) return [];
  const lowest = await deps.alerts.lowestAlertedPrices(
    listing.id,
    matched.map((m) => m.row.id),
  );
  // A price drop alerts again; the same price, or a higher one (withdrawn and published dearer), does not.
  return matched
    .filter((m) => (lowest.get(m.row.id) ?? Infinity) > listing.unit_price_pence)
    .map((m) => ({ ...m, priceDrop: lowest.has(m.row.id) }));
}

/**
 * Records the alerts in the caller's transaction: one row per wanted item (insert-if-absent on
 * wanted item + listing + price, so a job run twice, on one instance or two, alerts once), then
 * per user one in-app notification and, when one of the items alerts instantly, one email through
 * the outbox; a user whose items are all daily waits for the digest. Returns the users alerted
 * (their mails are queued: wake the outbox after the commit).
 */
async function recordAlerts(deps: AlertDeps, listing: LiveListingRow, fresh: Matched[], trx: Transaction<Database>): Promise<number> {
  if (fresh.length === 0) return 0;
  const now = new Date().toISOString();
  const instantUsers = new Set(fresh.filter((m) => m.row.alert_mode === 'instant').map((m) => m.row.user_id));
  const rows: Insertable<WantedMatchesTable>[] = fresh.map(({ row, result }) => ({
    wanted_id: row.id,
    user_id: row.user_id,
    listing_id: listing.id,
    price_pence: listing.unit_price_pence,
    reasons: JSON.stringify(result.reasons),
    distance_miles: result.distanceMiles,
    // The instant email already tells this user about the listing.
    digest: row.alert_mode === 'daily' && !instantUsers.has(row.user_id) ? 'pending' : 'none',
    created_at: now,
  }));
  const inserted = await deps.alerts.insertMatches(rows, trx);
  const byUser = new Map<number, Matched[]>();
  for (const m of fresh.filter((f) => inserted.has(f.row.id)).sort((a, b) => a.row.id - b.row.id)) {
    const list = byUser.get(m.row.user_id);
    if (list) list.push(m);
    else byUser.set(m.row.user_id, [m]);
  }
  const notifications: Insertable<NotificationsTable>[] = [];
  const mails: Array<{ userId: number; entry: AlertEntry }> = [];
  for (const [userId, [first]] of byUser) {
    if (!first) continue;
    const entry = toAlertEntry(listing, first.row, first.result, first.priceDrop);
    notifications.push({
      user_id: userId,
      kind: 'wanted_match',
      title: `${first.priceDrop ? 'Price drop' : 'New match'}: ${listing.title} – £${formatPence(listing.unit_price_pence)}`.slice(0, 300),
      body: (entry.why || `Matches “${entry.wanted}”`).slice(0, 1000),
      url: entry.path,
      created_at: now,
      read_at: null,
    });
    if (byUser.get(userId)!.some((m) => m.row.alert_mode === 'instant')) mails.push({ userId, entry });
  }
  await deps.alerts.insertNotifications(notifications, trx);
  const recipients = new Map(
    (
      await deps.alerts.listRecipients(
        mails.map((m) => m.userId),
        trx,
      )
    ).map((u) => [u.id, u]),
  );
  await deps.mail.enqueueMany(
    mails.flatMap(({ userId, entry }) => {
      const user = recipients.get(userId);
      return user
        ? [
            {
              kind: 'wanted_alert' as const,
              userId,
              message: buildAlertEmail(user.email, user.first_name, entry, deps.appUrl),
              expiresAt: null,
            },
          ]
        : [];
    }),
    trx,
  );
  return byUser.size;
}

/** The listing changed between matching and recording: match it again. */
class ListingChanged extends Error {}

/**
 * Matches the job's listing (if it is still live) outside any transaction, then, in one short
 * transaction, deletes the job and records the alerts, if the listing is as it was read (else
 * again, from the start). The delete comes first: on SQLite it takes the write lock before
 * anything is read in the transaction, and a job already gone is done (another instance took it
 * over after our claim lapsed).
 */
export async function runMatchJob(deps: AlertDeps, job: MatchJobRow): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const listing = await deps.listings.findLive(job.listing_id);
    const fresh = listing ? await findFreshMatches(deps, listing) : [];
    try {
      return await deps.db.transaction().execute(async (trx) => {
        if (!(await deps.alerts.deleteJob(job.id, trx))) return 0;
        if (!listing) return 0;
        if ((await deps.listings.findLiveVersion(listing.id, trx)) !== listing.updated_at) throw new ListingChanged();
        return recordAlerts(deps, listing, fresh, trx);
      });
    } catch (error) {
      if (!(error instanceof ListingChanged) || attempt === 3) throw error;
    }
  }
}
