/** What the cards and rows show (spec §2 Display Options); remembered per browser. */
export const DISPLAY_OPTION_KEYS = ['showPricing', 'showQuantity', 'showCondition', 'showDescription', 'showMaterial', 'showSize'] as const;

export type DisplayOptionKey = (typeof DISPLAY_OPTION_KEYS)[number];
export type DisplayOptions = Record<DisplayOptionKey, boolean>;

export const DEFAULT_DISPLAY_OPTIONS: DisplayOptions = {
  showPricing: true,
  showQuantity: true,
  showCondition: true,
  showDescription: true,
  showMaterial: false,
  showSize: false,
};

export const DISPLAY_OPTION_LABELS: Record<DisplayOptionKey, string> = {
  showPricing: 'Pricing Information',
  showQuantity: 'Quantity',
  showCondition: 'Condition Badge',
  showDescription: 'Description',
  showMaterial: 'Material Type',
  showSize: 'Size Specifications',
};

export const DISPLAY_OPTIONS_STORAGE_KEY = 'sparestock_inventory_display_options';

/** Reads stored options; anything missing, malformed or not a boolean falls back to its default. */
export function parseDisplayOptions(raw: string | null | undefined): DisplayOptions {
  if (!raw) return { ...DEFAULT_DISPLAY_OPTIONS };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_DISPLAY_OPTIONS };
  }
  const options = { ...DEFAULT_DISPLAY_OPTIONS };
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return options;
  const record = parsed as Record<string, unknown>;
  for (const key of DISPLAY_OPTION_KEYS) {
    const value = record[key];
    if (typeof value === 'boolean') options[key] = value;
  }
  return options;
}

export function serializeDisplayOptions(options: DisplayOptions): string {
  return JSON.stringify(options);
}
