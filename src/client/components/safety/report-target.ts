import type { ReportKind } from '../../../shared/constants/deals.ts';

/** What a report is about: a listing, a user, a conversation or a piece of feedback, by id (POST /api/reports). */
export interface ReportTarget {
  kind: ReportKind;
  id: number;
}
