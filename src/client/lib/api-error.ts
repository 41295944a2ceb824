/**
 * Pure helpers around the spec's error shape (§8): every non-OK response becomes an Error whose
 * message is "{status}: {body text or status text}". These read the status and the server's
 * JSON fields back out of such an error for toasts and screens. No DOM here: unit-tested.
 */
export interface ApiErrorInfo {
  /** HTTP status, or null when the request never got an answer (offline, DNS, CORS…). */
  status: number | null;
  /** The server's `message`, a short plain-text body, or null. */
  message: string | null;
  /** The parsed JSON body when it was an object. */
  data: Record<string, unknown> | null;
  isNetworkError: boolean;
}

const ERROR_SHAPE = /^(\d{3}): ([\s\S]*)$/;
const MAX_PLAIN_TEXT_MESSAGE = 300;

export function buildApiErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function pickPlainText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_PLAIN_TEXT_MESSAGE) return null;
  // An HTML error page (proxy, 502) is no message for a person.
  if (trimmed.startsWith('<')) return null;
  return trimmed;
}

export function parseApiError(error: unknown): ApiErrorInfo {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = ERROR_SHAPE.exec(text);
  if (!match) return { status: null, message: null, data: null, isNetworkError: true };

  const status = Number(match[1]);
  const body = match[2] ?? '';
  const data = parseJsonObject(body);
  if (data) {
    const message = typeof data['message'] === 'string' && data['message'].trim() ? data['message'].trim() : null;
    return { status, message, data, isNetworkError: false };
  }
  return { status, message: pickPlainText(body), data: null, isNetworkError: false };
}

/** The server's message for a toast, or the screen's fallback text. */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  return parseApiError(error).message ?? fallback;
}

export function readStringField(info: ApiErrorInfo, key: string): string | null {
  const value = info.data?.[key];
  return typeof value === 'string' && value ? value : null;
}

export function readBooleanField(info: ApiErrorInfo, key: string): boolean {
  return info.data?.[key] === true;
}
