import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSecretField, isSecretParam, LOG_REDACTION, redactFields, redactUrl } from '../../../src/server/http/log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc123', '/reset-password?token=[REDACTED]'],
    ['/verify-email?token=abc&utm_source=mail', '/verify-email?token=[REDACTED]&utm_source=mail'],
    ['/x?utm=1&Token=abc', '/x?utm=1&Token=[REDACTED]'],
    [
      '/x?reset_token=a&api_key=b&apiKey=c&key=d&code=e&auth_code=f&sig=g',
      '/x?reset_token=[REDACTED]&api_key=[REDACTED]&apiKey=[REDACTED]&key=[REDACTED]&code=[REDACTED]&auth_code=[REDACTED]&sig=[REDACTED]',
    ],
    [
      '/x?password=p&newPassword=q&client_secret=s&X-Amz-Signature=t&session=u',
      '/x?password=[REDACTED]&newPassword=[REDACTED]&client_secret=[REDACTED]&X-Amz-Signature=[REDACTED]&session=[REDACTED]',
    ],
    ['/x?%74oken=abc', '/x?%74oken=[REDACTED]'],
    ['/x?token=a&token=b', '/x?token=[REDACTED]&token=[REDACTED]'],
    // A data export's download link carries its token in the path.
    [`/api/account/exports/${'a1'.repeat(32)}`, '/api/account/exports/[REDACTED]'],
    [`/api/account/exports/${'a1'.repeat(32)}?token=x`, '/api/account/exports/[REDACTED]?token=[REDACTED]'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([['/api/listings?page=2&postcode=B1&sort=new'], ['/assets/app.js'], ['/x?token'], ['/x?monkey=1&keyboard=2'], ['/x?%E0%A4%A=1']])(
    'leaves %s as it is',
    (url) => {
      expect(redactUrl(url)).toBe(url);
    },
  );

  it('judges parameter names, not values', () => {
    expect(isSecretParam('q')).toBe(false);
    expect(redactUrl('/search?q=token')).toBe('/search?q=token');
  });
});

describe('logger redaction', () => {
  function logWith(entry: Record<string, unknown>): Record<string, unknown> {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', ...LOG_REDACTION, stream: { write: (line: string) => void lines.push(line) } } });
    app.log.info(entry, 'probe');
    return JSON.parse(lines[0]!) as Record<string, unknown>;
  }

  it('redacts secret-named fields at any depth, in arrays too', () => {
    const line = logWith({
      password: 'p1',
      token: 't1',
      body: { newPassword: 'p2', confirmPassword: 'p3', resetUrl: 'http://x/reset-password?token=t2' },
      answer: { body: { verificationUrl: 'u', token: 't3' }, headers: { 'set-cookie': 'sid=1' } },
      headers: { authorization: 'Bearer b', cookie: 'sid=2' },
      userId: 7,
      deep: { a: { b: { c: [{ apiKey: 'k', name: 'kept' }] } } },
    });
    expect(line).toMatchObject({
      deep: { a: { b: { c: [{ apiKey: '[REDACTED]', name: 'kept' }] } } },
      password: '[REDACTED]',
      token: '[REDACTED]',
      body: { newPassword: '[REDACTED]', confirmPassword: '[REDACTED]', resetUrl: '[REDACTED]' },
      answer: { body: { verificationUrl: '[REDACTED]', token: '[REDACTED]' }, headers: { 'set-cookie': '[REDACTED]' } },
      headers: { authorization: '[REDACTED]', cookie: '[REDACTED]' },
      userId: 7,
    });
  });

  it('redacts secret-named properties of a logged error', () => {
    const line = logWith({ err: Object.assign(new Error('boom'), { token: 't', code: 'E1' }) });
    expect(line.err).toMatchObject({ message: 'boom', token: '[REDACTED]', code: 'E1' });
  });

  it('logs a request by method and URL, the URL without its secrets, and never its headers', () => {
    const request = {
      method: 'GET',
      url: '/reset-password?token=abc',
      headers: { authorization: 'Bearer b', cookie: 'sid=2' },
      host: 'x',
      ip: '10.0.0.1',
    };
    const line = logWith({ req: request });
    expect(line.req).toEqual({ method: 'GET', url: '/reset-password?token=[REDACTED]', host: 'x', remoteAddress: '10.0.0.1' });
  });
});

describe('redactFields', () => {
  it('never changes the object it is given, and returns it as is when it holds no secret', () => {
    const entry = { body: { password: 'p' }, list: [{ token: 't' }], userId: 1 };
    const copy = redactFields(entry);
    expect(copy).toEqual({ body: { password: '[REDACTED]' }, list: [{ token: '[REDACTED]' }], userId: 1 });
    expect(entry).toEqual({ body: { password: 'p' }, list: [{ token: 't' }], userId: 1 });
    const clean = { event: 'auth.login', userId: 3, nested: { outboxId: 4 } };
    expect(redactFields(clean)).toBe(clean);
  });

  it.each([
    'password',
    'newPassword',
    'confirmPassword',
    'token',
    'tokenHash',
    'authorization',
    'cookie',
    'set-cookie',
    'apiKey',
    'api_key',
    'resetUrl',
    'verificationUrl',
    'text_body',
    'secret',
  ])('treats %s as a secret field', (name) => expect(isSecretField(name)).toBe(true));

  it.each(['event', 'userId', 'outboxId', 'attempts', 'subject', 'kind', 'reason', 'responseTime', 'url', 'email'])('keeps %s', (name) => {
    expect(isSecretField(name)).toBe(false);
  });
});
