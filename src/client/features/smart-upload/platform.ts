/** Spec §9 upload limits, which are tighter on iOS (Safari's memory and the analysis quota). */
export interface UploadLimits {
  maxFiles: number;
  maxFileMb: number;
  maxSide: number;
  jpegQuality: number;
}

export const MAX_UPLOAD_ITEMS = 10;

const DESKTOP_LIMITS: UploadLimits = { maxFiles: MAX_UPLOAD_ITEMS, maxFileMb: 10, maxSide: 1920, jpegQuality: 0.9 };
const IOS_LIMITS: UploadLimits = { maxFiles: MAX_UPLOAD_ITEMS, maxFileMb: 5, maxSide: 1280, jpegQuality: 0.8 };

/**
 * iPhone, iPad and iPod by their user agent; iPadOS 13+ claims to be a Mac, so a "Macintosh"
 * with a touch screen counts too.
 */
export function detectIos(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

export function getUploadLimits(isIos: boolean): UploadLimits {
  return isIos ? IOS_LIMITS : DESKTOP_LIMITS;
}

/** The browser's answer, read once per page. */
export function isIosBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  return detectIos(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
