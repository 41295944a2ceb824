import type { EstimatedPrice } from '../../../shared/pricing.ts';

/** Spec §4: 'error' exists for display, but every entry ends 'completed'. */
export type UploadStatus = 'analyzing' | 'completed' | 'error';

/** SpareBot's suggestion for one photo (spec §3 aiSuggestion). */
export interface AiSuggestion {
  title: string;
  category: string;
  description: string;
  confidence: number;
  condition: string;
  quantity: number;
  brandInfo: string;
  material: string;
  size: string;
  technicalSpecs: string;
  estimatedPrice: EstimatedPrice;
  /** SpareBot itself flagged the answer for a human check. */
  needsReview: boolean;
  /** SpareBot's one-tap category choices, likeliest first (absent: the client's own list). */
  categoryChoices?: string[];
  /** Nothing on the photo identified the item: a photo of its label or nameplate would. */
  needsLabelPhoto?: boolean;
}

/** What the seller can edit before saving; initialised from the suggestion. */
export interface ItemDetails {
  title: string;
  description: string;
  category: string;
  condition: string;
  quantity: number;
  /** Retail unit price (GBP). */
  retailPrice: number;
  /** Surplus unit price (GBP): the listing's `price`. */
  surplusPrice: number;
  notes: string;
  material: string;
  size: string;
  brandInfo: string;
  technicalSpecs: string;
}

export interface UploadEntry {
  id: string;
  fileName: string;
  /**
   * The photo to show: a blob: URL of the compressed copy while it uploads (revoked once the
   * server has it), then the server's stored copy (at most 1920 px) for the lightbox.
   */
  preview: string;
  /** The server's 480 px thumbnail, once uploaded: the row's small picture. */
  thumbnailUrl?: string;
  /** The draft photo on the server (POST /api/photos): analysis, recalculation and save name it by id. */
  photoId?: number;
  /** The photo is on its way to the server (the entry cannot be saved or analysed yet). */
  uploading?: boolean;
  /** 'error' with `error` set: the photo never reached the server, so the entry cannot be saved. */
  status: UploadStatus;
  isManualEntry: boolean;
  error?: string;
  aiSuggestion?: AiSuggestion;
  details?: ItemDetails;
  /** SpareBot's surplus unit price for the current condition, for the 'manually adjusted' note. */
  aiPrice?: number;
  /** SpareBot's retail baseline, so a condition change can move the AI price too. */
  aiRetail?: number;
  /** An unsure suggestion the seller has looked at (picked a category or saved the dialog). */
  reviewed: boolean;
}
