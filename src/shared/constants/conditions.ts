/** Conditions and surplus factors (decisions §4). The only place they are written. */
export const CONDITION_FACTORS = {
  New: 0.8,
  'Like New': 0.72,
  'Very Good': 0.65,
  Good: 0.58,
  Fair: 0.35,
  Poor: 0.18,
} as const;

export type Condition = keyof typeof CONDITION_FACTORS;

export const ALL_CONDITIONS = Object.keys(CONDITION_FACTORS) as Condition[];

/** Offered by the upload and inventory dialogs. */
export const INVENTORY_CONDITIONS: Condition[] = ['New', 'Like New', 'Good', 'Fair', 'Poor'];

/** Offered by the single-item edit screen, which also has Very Good. */
export const EDIT_SCREEN_CONDITIONS: Condition[] = ['New', 'Like New', 'Very Good', 'Good', 'Fair', 'Poor'];

/** The factor of an unknown condition: Good's. */
export const DEFAULT_CONDITION_FACTOR = CONDITION_FACTORS.Good;

export function isCondition(value: string): value is Condition {
  return Object.prototype.hasOwnProperty.call(CONDITION_FACTORS, value);
}

export function getConditionFactor(condition: string): number {
  return isCondition(condition) ? CONDITION_FACTORS[condition] : DEFAULT_CONDITION_FACTOR;
}
