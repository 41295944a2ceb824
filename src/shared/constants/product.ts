export const PRODUCT_NAME = 'SpareStock';
export const TOKEN_STORAGE_KEY = 'sparestock_token';

export const RESET_TOKEN_LENGTH = 64;
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Shorter base64 than this cannot be a photo worth analysing (client check and server schema). */
export const MIN_IMAGE_BASE64_LENGTH = 100;
