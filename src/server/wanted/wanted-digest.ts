import type { MatchReason } from '../../shared/schemas/wanted.ts';
import { buildDigestEmail, type AlertEntry } from './alert-mail.ts';
import { toAlertEntry, type AlertDeps } from './match-job.ts';

/** The daily email goes out from this hour (UK time) with everything matched before it. */
export const DIGEST_HOUR = 7;
const TIME_ZONE = 'Europe/London';
const USERS_PER_BATCH = 100;

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

function londonParts(at: Date): { y: number; m: number; d: number; h: number } {
  const parts = Object.fromEntries(LONDON.formatToParts(at).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day), h: Number(parts.hour) };
}

/** The instant of DIGEST_HOUR:00 UK time on a UK calendar day (GMT or BST). */
function digestInstant(y: number, m: number, d: number): Date {
  const guess = new Date(Date.UTC(y, m - 1, d, DIGEST_HOUR));
  const offsetHours = londonParts(guess).h - DIGEST_HOUR;
  return new Date(guess.getTime() - offsetHours * 3_600_000);
}

/**
 * The latest digest time at or before `now`: 07:00 UK time today, or yesterday's before then.
 * `day` (YYYY-MM-DD, UK) names the digest: one per user per day.
 */
export function digestCutoff(now: Date): { day: string; cutoff: string } {
  const { y, m, d } = londonParts(now);
  let at = digestInstant(y, m, d);
  if (at > now) {
    const yesterday = new Date(Date.UTC(y, m - 1, d - 1));
    at = digestInstant(yesterday.getUTCFullYear(), yesterday.getUTCMonth() + 1, yesterday.getUTCDate());
  }
  const p = londonParts(at);
  const day = `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
  return { day, cutoff: at.toISOString() };
}

/** One user's digest, if no instance has sent it yet: claims (user, day), takes the waiting alerts, queues the mail. */
async function sendDigest(deps: AlertDeps, userId: number, day: string, cutoff: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const digestId = await deps.alerts.claimDigest(userId, day, new Date().toISOString(), trx);
    if (digestId === undefined) return false;
    const rows = await deps.alerts.takePendingForDigest(userId, cutoff, trx);
    const listings = new Map((await deps.listings.listLive([...new Set(rows.map((r) => r.listing_id))], trx)).map((l) => [l.id, l]));
    const items = new Map((await deps.wanted.listByIds([...new Set(rows.map((r) => r.wanted_id))], trx)).map((w) => [w.id, w]));
    const entries: AlertEntry[] = [];
    for (const row of rows) {
      const listing = listings.get(row.listing_id);
      const item = items.get(row.wanted_id);
      // Gone since (withdrawn, sold out) or already in this email through another wanted item.
      if (!listing || !item || entries.some((e) => e.listingId === listing.id)) continue;
      const result = {
        reasons: JSON.parse(row.reasons) as MatchReason[],
        distanceMiles: row.distance_miles === null ? null : Number(row.distance_miles),
      };
      entries.push(toAlertEntry(listing, item, result, false));
    }
    await deps.alerts.setDigestCount(digestId, entries.length, trx);
    const [user] = await deps.alerts.listRecipients([userId], trx);
    if (entries.length === 0 || !user) return false;
    await deps.mail.enqueue(
      { kind: 'wanted_digest', userId, message: buildDigestEmail(user.email, user.first_name, entries, deps.appUrl), expiresAt: null },
      trx,
    );
    return true;
  });
}

/**
 * Sends the daily emails due at `now`: one per user with alerts waiting from daily items, listing
 * what matched before the cutoff. Safe on several instances at once: the (user, day) row is
 * inserted if absent, and only the instance that inserted it takes the alerts and queues the mail.
 * Returns how many emails it queued (wake the outbox when it is more than 0).
 */
export async function runDigest(deps: AlertDeps, now: Date): Promise<number> {
  const { day, cutoff } = digestCutoff(now);
  let queued = 0;
  for (let batch = 0; batch < 1_000; batch++) {
    const users = await deps.alerts.listDigestUsers(cutoff, day, USERS_PER_BATCH);
    if (users.length === 0) break;
    for (const userId of users) if (await sendDigest(deps, userId, day, cutoff)) queued++;
  }
  return queued;
}
