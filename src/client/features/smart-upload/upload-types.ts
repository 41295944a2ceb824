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
  /** Compressed JPEG as a data URL: the preview, the analysed image and the uploaded file. */
  preview: string;
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
