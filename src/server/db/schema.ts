/**
 * The database as Kysely sees it: one interface per table, kept with their feature
 * (db/schema/*-tables.ts). Timestamps are ISO-8601 UTC strings and flags are 0/1 integers on both
 * SQLite and PostgreSQL.
 */
import type {
  AccountEventsTable,
  DataExportsTable,
  EmailChangesTable,
  EmailOutboxTable,
  EmailTokensTable,
  SessionsTable,
  UsersTable,
} from './schema/accounts-tables.ts';
import type {
  CategoriesTable,
  ListingViewsTable,
  ListingsTable,
  PhotoAnalysesTable,
  PhotosTable,
  SparebotFeedbackTable,
  StorageDeletionsTable,
  ViewSaltsTable,
} from './schema/listings-tables.ts';
import type {
  ConversationMessagesTable,
  ConversationsTable,
  ModerationActionsTable,
  OffersTable,
  ReportsTable,
  UserBlocksTable,
} from './schema/deals-tables.ts';
import type {
  NotificationsTable,
  WantedDigestsTable,
  WantedItemsTable,
  WantedMatchJobsTable,
  WantedMatchesTable,
  WatchlistTable,
} from './schema/wanted-tables.ts';
import type {
  DisputeDecisionsTable,
  DisputeEvidenceTable,
  DisputesTable,
  OrderEventsTable,
  OrderFeedbackTable,
  OrdersTable,
  PaymentAccountsTable,
  PaymentsTable,
  RefundsTable,
  StripeEventsTable,
} from './schema/orders-tables.ts';

export type * from './schema/accounts-tables.ts';
export type * from './schema/listings-tables.ts';
export type * from './schema/deals-tables.ts';
export type * from './schema/wanted-tables.ts';
export type * from './schema/orders-tables.ts';

export interface Database {
  listings: ListingsTable;
  photos: PhotosTable;
  storage_deletions: StorageDeletionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  email_outbox: EmailOutboxTable;
  categories: CategoriesTable;
  photo_analyses: PhotoAnalysesTable;
  sparebot_feedback: SparebotFeedbackTable;
  listing_views: ListingViewsTable;
  view_salts: ViewSaltsTable;
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
  offers: OffersTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
  user_blocks: UserBlocksTable;
  wanted_items: WantedItemsTable;
  wanted_match_jobs: WantedMatchJobsTable;
  wanted_matches: WantedMatchesTable;
  notifications: NotificationsTable;
  wanted_digests: WantedDigestsTable;
  account_events: AccountEventsTable;
  email_changes: EmailChangesTable;
  data_exports: DataExportsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  payment_accounts: PaymentAccountsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  stripe_events: StripeEventsTable;
  disputes: DisputesTable;
  dispute_evidence: DisputeEvidenceTable;
  dispute_decisions: DisputeDecisionsTable;
  order_feedback: OrderFeedbackTable;
  watchlist: WatchlistTable;
}
