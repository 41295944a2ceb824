import { formatPence } from '../../shared/money.ts';
import { makeListingSlug } from '../../shared/search-options.ts';
import type { Agreement, ConversationMessage, ConversationSummary, Offer } from '../../shared/schemas/deals.ts';
import type { ConversationRow, MessageRow } from './conversations.repository.ts';
import { isAvailable, type ListingStockRow } from '../listings/listing-stock.repository.ts';
import type { OfferRow } from './offers.repository.ts';
import { displayNameOf } from './party-name.ts';
import type { PartyRow } from './safety.repository.ts';
import { roleOf, sideOf } from './conversation-sides.ts';
import { signedMediaUrl } from '../images/photo-url-signing.ts';

/** Everything one inbox line is built from, read in batches by the caller. */
export interface SummaryParts {
  row: ConversationRow;
  viewerId: number;
  /** The listing now (undefined once deleted). */
  stock: ListingStockRow | undefined;
  other: PartyRow | undefined;
  last: MessageRow | undefined;
  unread: number;
  /** The accepted offer, if an agreement stands. */
  accepted: OfferRow | undefined;
}

export function toAgreement(offer: OfferRow): Agreement {
  return {
    offerId: offer.id,
    quantity: offer.quantity,
    unitPrice: formatPence(offer.unit_price_pence),
    total: formatPence(offer.unit_price_pence * offer.quantity),
    agreedAt: offer.decided_at ?? offer.created_at,
  };
}

export function toSummary({ row, viewerId, stock, other, last, unread, accepted }: SummaryParts): ConversationSummary {
  const role = roleOf(row, viewerId);
  return {
    id: row.id,
    role,
    listing: {
      id: row.listing_id,
      title: row.listing_title,
      slug: makeListingSlug(row.listing_title),
      thumbnailUrl: row.listing_thumbnail_url && signedMediaUrl(row.listing_thumbnail_url),
      unitPrice: formatPence(row.listing_unit_price_pence),
      available: isAvailable(stock),
    },
    otherParty: { id: role === 'buyer' ? row.seller_id : row.buyer_id, displayName: displayNameOf(other) },
    lastMessage: last ? { body: last.body, createdAt: last.created_at, fromMe: last.sender_id === viewerId } : null,
    unread,
    agreement: accepted ? toAgreement(accepted) : null,
    quantityWanted: row.quantity_wanted,
    updatedAt: row.updated_at,
  };
}

export function toMessage(message: MessageRow, conversation: ConversationRow, viewerId: number): ConversationMessage {
  return {
    id: message.id,
    kind: message.kind,
    body: message.body,
    fromMe: message.sender_id === viewerId,
    senderRole: message.sender_id === null ? null : sideOf(conversation, message.sender_id),
    createdAt: message.created_at,
    contactWarning: Boolean(message.contact_warning),
  };
}

/** An offer as both sides see it; one still open at `now` past its expiry reads as lapsed. */
export function toOffer(offer: OfferRow, now: string): Offer {
  return {
    id: offer.id,
    madeBy: offer.made_by,
    quantity: offer.quantity,
    unitPrice: formatPence(offer.unit_price_pence),
    total: formatPence(offer.unit_price_pence * offer.quantity),
    status: offer.status === 'open' && offer.expires_at <= now ? 'lapsed' : offer.status,
    expiresAt: offer.expires_at,
    createdAt: offer.created_at,
    decidedAt: offer.decided_at,
    cancelledAt: offer.cancelled_at,
    cancelReason: offer.cancel_reason,
    counterTo: offer.counter_to,
  };
}
