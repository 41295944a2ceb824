/** An optional text field as stored: an empty or missing value becomes NULL. */
export const emptyToNull = (value: string | null | undefined): string | null => (value ? value : null);
