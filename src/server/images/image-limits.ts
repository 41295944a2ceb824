/** Limits on every photo the server accepts: item photos and SpareBot's input alike. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Around 50 megapixels: bigger inputs are refused before they are decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 50_000_000;
