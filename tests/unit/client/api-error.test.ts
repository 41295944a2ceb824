import { describe, expect, it } from 'vitest';
import {
  buildApiErrorMessage,
  getApiErrorMessage,
  parseApiError,
  readBooleanField,
  readStringField,
} from '../../../src/client/lib/api-error.ts';

const httpError = (status: number, body: string, statusText = 'Error') => new Error(buildApiErrorMessage(status, body, statusText));

describe('buildApiErrorMessage', () => {
  it('is "{status}: {body}" and falls back to the status text for an empty body', () => {
    expect(buildApiErrorMessage(401, '{"message":"Not authenticated"}', 'Unauthorized')).toBe('401: {"message":"Not authenticated"}');
    expect(buildApiErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });
});

describe('parseApiError', () => {
  it('reads the status, the server message and the extra fields of a JSON body', () => {
    const info = parseApiError(httpError(403, JSON.stringify({ message: 'Please verify', requiresVerification: true, email: 'a@b.co' })));
    expect(info.status).toBe(403);
    expect(info.message).toBe('Please verify');
    expect(info.isNetworkError).toBe(false);
    expect(readBooleanField(info, 'requiresVerification')).toBe(true);
    expect(readStringField(info, 'email')).toBe('a@b.co');
    expect(readStringField(info, 'missing')).toBeNull();
  });

  it('uses a short plain-text body as the message', () => {
    expect(parseApiError(httpError(500, 'Internal failure')).message).toBe('Internal failure');
    expect(parseApiError(httpError(502, '', 'Bad Gateway')).message).toBe('Bad Gateway');
  });

  it('ignores HTML error pages and JSON without a message', () => {
    expect(parseApiError(httpError(502, '<html><body>Bad gateway</body></html>')).message).toBeNull();
    expect(parseApiError(httpError(400, '{"error":"x"}')).message).toBeNull();
    expect(parseApiError(httpError(400, '{"message":"   "}')).message).toBeNull();
  });

  it('keeps multi-line bodies intact', () => {
    expect(parseApiError(httpError(400, 'line one\nline two')).message).toBe('line one\nline two');
  });

  it('treats an error without the status shape as a network failure', () => {
    const info = parseApiError(new TypeError('Failed to fetch'));
    expect(info).toEqual({ status: null, message: null, data: null, isNetworkError: true });
    expect(parseApiError(undefined).isNetworkError).toBe(true);
  });
});

describe('getApiErrorMessage', () => {
  it('prefers the server message and otherwise uses the fallback', () => {
    expect(getApiErrorMessage(httpError(401, '{"message":"Invalid email or password"}'), 'fallback')).toBe('Invalid email or password');
    expect(getApiErrorMessage(new TypeError('Failed to fetch'), 'Invalid email or password')).toBe('Invalid email or password');
  });
});
