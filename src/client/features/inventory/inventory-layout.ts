import type { DisplayOptions } from './display-options.ts';

export const GRID_GAP_PX = 16;
export const LIST_GAP_PX = 12;
const MIN_CARD_WIDTH_PX = 260;
const MAX_COLUMNS = 4;

/** How many cards fit side by side in a container of `width` px (at least one, at most four). */
export function columnsForWidth(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return 1;
  const fit = Math.floor((width + GRID_GAP_PX) / (MIN_CARD_WIDTH_PX + GRID_GAP_PX));
  return Math.min(MAX_COLUMNS, Math.max(1, fit));
}

function figureCount(options: DisplayOptions): number {
  return (options.showPricing ? 3 : 0) + (options.showQuantity ? 1 : 0) + (options.showMaterial ? 1 : 0) + (options.showSize ? 1 : 0);
}

/** A first guess at a grid row's height; real rows are measured once rendered. */
export function estimateCardRowHeight(width: number, columns: number, options: DisplayOptions): number {
  const cardWidth = Math.max(200, (width - GRID_GAP_PX * (columns - 1)) / columns);
  const figures = figureCount(options);
  // Photo, padding, title, the description, the figures, then the marketplace strip (status, views, publish).
  return Math.round(cardWidth * 0.75 + 32 + 48 + (options.showDescription ? 44 : 0) + (figures > 0 ? 16 + figures * 24 : 0) + 57);
}

/** A first guess at a list row's height: one line on wide screens, wrapped on phones. */
export function estimateListRowHeight(width: number, options: DisplayOptions): number {
  const figures = figureCount(options);
  if (width >= 1024) return 108;
  if (width >= 640) return 160;
  return 164 + Math.ceil(figures / 2) * 40;
}
