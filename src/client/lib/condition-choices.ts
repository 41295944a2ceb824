/**
 * The conditions a select offers: the usual list, plus the item's current condition when it is not
 * in it (an item saved as 'Very Good' on the edit screen keeps that choice in the other editors).
 */
export function conditionChoices(offered: readonly string[], current: string): readonly string[] {
  return offered.includes(current) ? offered : [...offered, current];
}
