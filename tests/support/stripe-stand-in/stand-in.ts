import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { parseFormParams, type FormParams } from './form-params.ts';
import { registerHostedPages } from './hosted-pages.ts';
import { StripeApiError } from './stripe-errors.ts';
import type { StripeEvent } from './stripe-objects.ts';
import { createStripeState, type StripeState } from './stripe-state.ts';
import { createWebhookSender, type DropRule, type WebhookDelivery } from './webhook-sender.ts';

/** The API version events carry when no call has named one (the stripe SDK 23.1.0 sends this). */
const DEFAULT_API_VERSION = '2026-10-28.endive';

/** One API call the stand-in answered, as a test reads it back. */
export interface StripeCall {
  method: string;
  /** The path without its query, e.g. `/v1/transfers`. */
  path: string;
  /** The form body (POST) or query (GET), decoded into nested objects. */
  params: FormParams;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  stripeAccount: string | undefined;
  status: number;
  /** True when an Idempotency-Key seen before made this an answer replayed from the first call. */
  replayed: boolean;
}

export interface StripeStandInOptions {
  /** Where events are POSTed (can be set later with `setWebhookUrl`, e.g. once the app has a port). */
  webhookUrl?: string;
  /** The endpoint's signing secret (`whsec_…`), as STRIPE_WEBHOOK_SECRET holds it. */
  webhookSecret: string;
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  /** When given, only this secret key is accepted (else any `sk_…`/`rk_…`). */
  secretKey?: string;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: what the hosted pages' URLs start with. */
  url: string;
  port: number;
  /** The SDK options that point `new Stripe(key, options)` here. */
  sdkOptions: { host: string; port: number; protocol: 'http' };
  /** Every API call so far (optionally only those of one method and path, e.g. `calls('POST', '/v1/transfers')`). */
  calls(method?: string, path?: string | RegExp): StripeCall[];
  state: StripeState;
  webhooks: {
    events(): StripeEvent[];
    deliveries(): WebhookDelivery[];
    hold(): void;
    release(order?: 'sent' | 'reverse'): Promise<WebhookDelivery[]>;
    dropNext(rule: DropRule): void;
    replay(eventId: string): Promise<WebhookDelivery>;
  };
  setWebhookUrl(url: string): void;
  /** The hosted onboarding's button, without a browser: account enabled, `account.updated` sent. */
  completeOnboarding(accountLinkUrl: string): Promise<{ redirectTo: string }>;
  /** The hosted checkout's "Pay" button, without a browser. */
  payCheckout(checkoutUrl: string, cardNumber?: string): Promise<{ status: number; redirectTo: string | null }>;
  /** The session lapses unpaid (`checkout.session.expired`). */
  expireCheckout(sessionId: string): Promise<void>;
  /** The next `count` calls of `method` `path` answer 500 (Stripe's api_error, `Stripe-Should-Retry: false`) without doing anything. */
  failNext(method: string, path: string | RegExp, count?: number): void;
  close(): Promise<void>;
}

function sendError(reply: FastifyReply, error: StripeApiError): FastifyReply {
  return reply.code(error.status).send(error.toJSON());
}

/**
 * A local server speaking the part of Stripe's HTTP API SpareStock uses, as the official SDK
 * sends it (form-encoded bodies, `Idempotency-Key`, `Stripe-Version`), with Stripe-shaped
 * objects and errors, signed webhooks and the two hosted pages. See docs/testing.md.
 */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const app = Fastify({ logger: false });
  let apiVersion = DEFAULT_API_VERSION;
  let webhookUrl = options.webhookUrl;
  const calls: StripeCall[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const pending: Array<{ type: string; object: unknown; previous?: Record<string, unknown> }> = [];
  const failures: Array<{ method: string; path: string | RegExp; count: number }> = [];
  let baseUrl = '';

  const sender = createWebhookSender({
    get url() {
      return webhookUrl;
    },
    secret: options.webhookSecret,
    apiVersion: () => apiVersion,
  });
  const state = createStripeState({ baseUrl: () => baseUrl, emit: (type, object, previous) => pending.push({ type, object, previous }) });
  /** Events made by the last action go out in order, each answered before the next. */
  async function flush(): Promise<void> {
    while (pending.length) {
      const next = pending.shift()!;
      await sender.emit(next.type, next.object, next.previous);
    }
  }

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body ? (JSON.parse(body as string) as unknown) : {});
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  /** Wraps one API operation: auth, params, idempotency replay, the call log, Stripe's headers and errors. */
  function api(operation: (request: FastifyRequest<{ Params: Record<string, string> }>, params: FormParams) => unknown) {
    return async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const path = request.url.split('?')[0]!;
      const raw = request.method === 'GET' ? (request.url.split('?')[1] ?? '') : typeof request.body === 'string' ? request.body : '';
      const params = parseFormParams(raw);
      const idempotencyKey = header('idempotency-key');
      const stripeVersion = header('stripe-version');
      const call: StripeCall = {
        method: request.method,
        path,
        params,
        idempotencyKey,
        stripeVersion,
        stripeAccount: header('stripe-account'),
        status: 200,
        replayed: false,
      };
      calls.push(call);
      if (stripeVersion) apiVersion = stripeVersion;
      void reply.header('request-id', `req_${randomBytes(7).toString('hex')}`).header('stripe-version', stripeVersion ?? apiVersion);
      if (idempotencyKey) void reply.header('idempotency-key', idempotencyKey);

      const key = /^Bearer (\S+)$/.exec(header('authorization') ?? '')?.[1];
      const keyOk = key !== undefined && (options.secretKey ? key === options.secretKey : /^(sk|rk)_/.test(key));
      if (!keyOk) {
        call.status = 401;
        return reply.code(401).send({
          error: {
            type: 'invalid_request_error',
            message: key
              ? `Invalid API Key provided: ${key.slice(0, 8)}****`
              : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          },
        });
      }

      const failure = failures.find(
        (f) => f.method === request.method && (typeof f.path === 'string' ? f.path === path : f.path.test(path)),
      );
      if (failure) {
        if (--failure.count <= 0) failures.splice(failures.indexOf(failure), 1);
        call.status = 500;
        void reply.header('stripe-should-retry', 'false');
        return sendError(reply, new StripeApiError(500, 'api_error', 'The stand-in failed this call on request.'));
      }

      const fingerprint = `${request.method} ${path} ${raw}`;
      if (request.method === 'POST' && idempotencyKey) {
        const seen = idempotent.get(idempotencyKey);
        if (seen && seen.fingerprint !== fingerprint) {
          call.status = 400;
          return sendError(
            reply,
            new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            ),
          );
        }
        if (seen) {
          call.status = seen.status;
          call.replayed = true;
          return reply.code(seen.status).header('idempotent-replayed', 'true').send(seen.body);
        }
      }
      let status = 200;
      let body: unknown;
      try {
        body = operation(request, params);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        body = error.toJSON();
      }
      call.status = status;
      // Stripe stores the answer under the key, errors included (except for errors it did not process).
      if (request.method === 'POST' && idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, status, body });
      await flush();
      return reply.code(status).send(body);
    };
  }

  type Req = FastifyRequest<{ Params: Record<string, string> }>;
  const id = (request: Req) => request.params.id!;
  app.post(
    '/v1/accounts',
    api((_r, p) => state.createAccount(p)),
  );
  app.get(
    '/v1/accounts/:id',
    api((r) => state.retrieveAccount(id(r))),
  );
  app.post(
    '/v1/account_links',
    api((_r, p) => state.createAccountLink(p)),
  );
  app.post(
    '/v1/checkout/sessions',
    api((_r, p) => state.createCheckoutSession(p)),
  );
  app.get(
    '/v1/checkout/sessions/:id',
    api((r, p) => state.retrieveCheckoutSession(id(r), p)),
  );
  app.get(
    '/v1/payment_intents/:id',
    api((r) => state.retrievePaymentIntent(id(r))),
  );
  app.post(
    '/v1/transfers',
    api((_r, p) => state.createTransfer(p)),
  );
  app.post(
    '/v1/transfers/:id/reversals',
    api((r, p) => state.createTransferReversal(id(r), p)),
  );
  app.post(
    '/v1/refunds',
    api((_r, p) => state.createRefund(p)),
  );
  app.get(
    '/v1/refunds/:id',
    api((r) => state.retrieveRefund(id(r))),
  );
  app.all(
    '/v1/*',
    api((r) => {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${r.method}: ${r.url.split('?')[0]}). The Stripe stand-in answers only the calls SpareStock makes.`,
      );
    }),
  );

  registerHostedPages(app, state, flush);

  // Control routes, for tests in another process (Playwright): the same hooks as the returned object.
  app.get('/_stand-in/health', async () => ({ ok: true }));
  app.get('/_stand-in/calls', async () => ({ calls }));
  app.get('/_stand-in/events', async () => ({ events: sender.events, deliveries: sender.deliveries }));
  app.post('/_stand-in/webhooks/hold', async () => (sender.hold(), { holding: true }));
  app.post<{ Body: { order?: 'sent' | 'reverse' } }>('/_stand-in/webhooks/release', async (request) => ({
    deliveries: await sender.release(request.body?.order),
  }));
  app.post<{ Body: DropRule }>(
    '/_stand-in/webhooks/drop',
    async (request) => (sender.dropNext({ count: request.body?.count ?? 1, types: request.body?.types }), { ok: true }),
  );
  app.post<{ Params: { id: string } }>('/_stand-in/events/:id/replay', async (request) => ({
    delivery: await sender.replay(request.params.id),
  }));
  app.post<{ Body: { method: string; path: string; count?: number } }>('/_stand-in/fail', async (request) => {
    failures.push({ method: request.body.method, path: request.body.path, count: request.body.count ?? 1 });
    return { ok: true };
  });
  app.post<{ Body: { url: string } }>('/_stand-in/webhook-url', async (request) => ((webhookUrl = request.body.url), { webhookUrl }));
  app.post<{ Params: { id: string } }>('/_stand-in/checkout/:id/expire', async (request, reply) => {
    try {
      state.expireSession(request.params.id);
    } catch (error) {
      if (error instanceof StripeApiError) return sendError(reply, error);
      throw error;
    }
    await flush();
    return { ok: true };
  });

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the Stripe stand-in did not bind a port');
  const port = address.port;
  baseUrl = `http://${host}:${port}`;

  const submit = async (url: string, form: Record<string, string>) => {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    await response.arrayBuffer();
    return { status: response.status, redirectTo: response.headers.get('location') };
  };

  return {
    url: baseUrl,
    port,
    sdkOptions: { host, port, protocol: 'http' },
    calls: (method, path) =>
      calls.filter(
        (c) => (!method || c.method === method) && (path === undefined || (typeof path === 'string' ? c.path === path : path.test(c.path))),
      ),
    state,
    webhooks: {
      events: () => sender.events,
      deliveries: () => sender.deliveries,
      hold: () => sender.hold(),
      release: (order) => sender.release(order),
      dropNext: (rule) => sender.dropNext(rule),
      replay: (eventId) => sender.replay(eventId),
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async completeOnboarding(accountLinkUrl) {
      const result = await submit(`${accountLinkUrl}/complete`, {});
      if (result.status !== 303 || !result.redirectTo) throw new Error(`onboarding answered ${result.status}`);
      return { redirectTo: result.redirectTo };
    },
    payCheckout: (checkoutUrl, cardNumber = '4242 4242 4242 4242') => submit(`${checkoutUrl}/pay`, { cardNumber }),
    async expireCheckout(sessionId) {
      state.expireSession(sessionId);
      await flush();
    },
    failNext(method, path, count = 1) {
      failures.push({ method, path, count });
    },
    close: () => app.close(),
  };
}
