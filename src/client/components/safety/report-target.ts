/** What a report is about: a listing, a user or a conversation, by id (POST /api/reports). */
export interface ReportTarget {
  kind: 'listing' | 'user' | 'conversation';
  id: number;
}
