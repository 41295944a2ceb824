import type { Selectable } from 'kysely';
import { findCategoryName } from '../../shared/constants/categories.ts';
import { formatPence } from '../../shared/money.ts';
import type {
  AccountEventsTable,
  ConversationMessagesTable,
  ListingsTable,
  NotificationsTable,
  OffersTable,
  ReportsTable,
  UsersTable,
  WantedItemsTable,
} from '../db/schema.ts';
import { describeUserAgent } from '../lib/user-agent.ts';
import { sellerDisplayName } from '../search/public-reads.service.ts';
import type { ExportConversationRow, PartyNames } from './account-data.repository.ts';

/** How each file of "Download my data" writes a row: readable names, money as '12.50', times ISO-8601 UTC. */

const money = (pence: number | null) => (pence === null ? null : formatPence(pence));

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type ProfileRow = Pick<
  Selectable<UsersTable>,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'business_name'
  | 'account_type'
  | 'phone_number'
  | 'postcode'
  | 'bio'
  | 'is_email_verified'
  | 'message_emails'
  | 'created_at'
  | 'updated_at'
>;

export function toExportProfile(row: ProfileRow, exportedAt: Date) {
  return {
    exportedAt: exportedAt.toISOString(),
    id: row.id,
    email: row.email,
    emailVerified: Boolean(row.is_email_verified),
    firstName: row.first_name,
    lastName: row.last_name,
    businessName: row.business_name,
    accountType: row.account_type,
    phoneNumber: row.phone_number,
    postcode: row.postcode,
    bio: row.bio,
    messageEmails: Boolean(row.message_emails),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toExportListing(row: Selectable<ListingsTable>, photos: string[]) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: findCategoryName(row.category_id),
    condition: row.condition,
    quantity: row.quantity,
    unitPrice: money(row.unit_price_pence),
    totalPrice: money(row.unit_price_pence * row.quantity),
    retailUnitPrice: money(row.retail_price_pence),
    brand: row.brand_info,
    material: row.material,
    size: row.size,
    technicalSpecs: row.technical_specs,
    notes: row.notes,
    location: row.location,
    shipping: row.shipping,
    status: row.status,
    publishedAt: row.published_at,
    postcode: row.postcode,
    handover: row.handover,
    deliveryPrice: money(row.delivery_price_pence),
    vatMode: row.vat_mode,
    views: row.views,
    pricingSource: parseJson(row.pricing_source_metadata),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    photos,
  };
}

const nameOf = (party: PartyNames) => sellerDisplayName(party);

export function toExportConversation(row: ExportConversationRow, userId: number, messages: Selectable<ConversationMessagesTable>[]) {
  const role = row.buyer_id === userId ? 'buyer' : 'seller';
  return {
    id: row.id,
    role,
    otherParty: nameOf(row.other),
    listing: { id: row.listing_id, title: row.listing_title, unitPrice: money(row.listing_unit_price_pence) },
    quantityWanted: row.quantity_wanted,
    myHandoverDetails: role === 'buyer' ? row.buyer_handover : row.seller_handover,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    messages: messages.map((m) => ({
      id: m.id,
      from: m.sender_id === userId ? 'me' : 'them',
      kind: m.kind,
      body: m.body,
      contactWarning: Boolean(m.contact_warning),
      createdAt: m.created_at,
    })),
  };
}

export function toExportOffer(row: Selectable<OffersTable>, role: 'buyer' | 'seller', userId: number, now: Date) {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    madeBy: row.made_by === role ? 'me' : 'them',
    quantity: row.quantity,
    unitPrice: money(row.unit_price_pence),
    status: row.status === 'open' && row.expires_at <= now.toISOString() ? 'lapsed' : row.status,
    counterTo: row.counter_to,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    cancelledByMe: row.cancelled_by === null ? null : row.cancelled_by === userId,
  };
}

export function toExportWanted(row: Selectable<WantedItemsTable>) {
  return {
    id: row.id,
    words: row.words,
    category: findCategoryName(row.category_id),
    brand: row.brand,
    ratings: parseJson(row.ratings),
    maxPrice: money(row.max_price_pence),
    near: row.near_outcode,
    radiusMiles: row.radius_miles,
    alertMode: row.alert_mode,
    paused: Boolean(row.paused),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toExportNotification(row: Selectable<NotificationsTable>) {
  return { id: row.id, kind: row.kind, title: row.title, body: row.body, url: row.url, createdAt: row.created_at, readAt: row.read_at };
}

export function toExportActivity(row: Selectable<AccountEventsTable>) {
  return { kind: row.kind, at: row.created_at, ...describeUserAgent(row.user_agent), userAgent: row.user_agent, ip: row.ip };
}

export function toExportBlock(row: PartyNames & { created_at: string }) {
  return { name: nameOf(row), blockedAt: row.created_at };
}

export function toExportReport(row: Selectable<ReportsTable>) {
  return {
    id: row.id,
    kind: row.kind,
    targetId: row.target_id,
    reason: row.reason,
    note: row.note,
    status: row.status,
    createdAt: row.created_at,
  };
}
