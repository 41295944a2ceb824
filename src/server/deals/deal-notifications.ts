import type { Transaction } from 'kysely';
import { MESSAGE_EMAIL_INTERVAL_MINUTES } from '../../shared/constants/deals.ts';
import type { Database } from '../db/schema.ts';
import type { ConversationRow } from './conversations.repository.ts';
import type { DealsContext } from './deals-context.ts';
import { buildConversationEmail } from './deal-emails.ts';
import { displayNameOf } from './party-name.ts';
import { otherSideOf, roleOf } from './conversation-sides.ts';

const INTERVAL_MS = MESSAGE_EMAIL_INTERVAL_MINUTES * 60_000;

/** What the email says happened, given the actor's display name and the listing's title. */
export type DescribeActivity = (actorName: string, listingTitle: string) => string;

export const ACTIVITY = {
  message: (name: string, title: string) => `${name} sent you a message about ${title}.`,
  offer: (deal: string) => (name: string, title: string) => `${name} made an offer on ${title}: ${deal}.`,
  counter: (deal: string) => (name: string, title: string) => `${name} made a counter-offer on ${title}: ${deal}.`,
  declined: (name: string, title: string) => `${name} declined an offer on ${title}.`,
  agreed: (deal: string) => (name: string, title: string) => `${name} agreed a deal on ${title}: ${deal}.`,
  cancelled: (name: string, title: string) => `${name} cancelled the agreement on ${title}.`,
} as const;

/**
 * Emails the other side about new activity in the thread, inside the transaction that wrote it
 * (the outbox sends it after the commit; the caller wakes it). Nothing when they turned message
 * emails off, or were emailed about this thread in the last 10 minutes and have not read it since.
 */
export async function notifyOtherSide(
  ctx: DealsContext,
  trx: Transaction<Database>,
  conversation: ConversationRow,
  actorId: number,
  messageId: number,
  describe: DescribeActivity,
): Promise<void> {
  const recipientId = otherSideOf(conversation, actorId);
  const parties = await ctx.safety.findParties([recipientId, actorId], trx);
  const recipient = parties.get(recipientId);
  if (!recipient || !recipient.message_emails) return;
  const nowMs = ctx.now().getTime();
  const claimed = await ctx.conversations.claimEmailSlot(
    conversation.id,
    roleOf(conversation, recipientId),
    messageId,
    new Date(nowMs).toISOString(),
    new Date(nowMs - INTERVAL_MS).toISOString(),
    trx,
  );
  if (!claimed) return;
  const message = buildConversationEmail({
    to: recipient.email,
    firstName: recipient.first_name,
    listingTitle: conversation.listing_title,
    line: describe(displayNameOf(parties.get(actorId)), conversation.listing_title),
    url: `${ctx.config.appUrl}/messages/${conversation.id}`,
  });
  await ctx.mail.enqueue({ kind: 'conversation', userId: recipientId, message, expiresAt: null }, trx);
}
