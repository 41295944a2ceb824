import { createHmac } from 'node:crypto';
import { stripeId, unixNow, type StripeEvent } from './stripe-objects.ts';

/** One attempt to deliver an event: the endpoint's HTTP status, or what kept it from being sent. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** The HTTP status the endpoint answered, 'error' (no answer), 'dropped' (a test asked) or 'held' (waiting for release). */
  outcome: number | 'error' | 'dropped' | 'held';
  /** `replay` for a redelivery a test asked for. */
  replay: boolean;
  at: string;
}

/** Which events the next drop applies to: a count, optionally only of some types. */
export interface DropRule {
  count: number;
  types?: string[];
}

/** Stripe's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" with the endpoint secret>`. */
export function signPayload(payload: string, secret: string, timestamp = unixNow()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Sends events to one webhook endpoint as Stripe does: POST, JSON pretty-printed (so only the raw
 * body verifies), `Stripe-Signature` signed at the moment of sending. Tests may hold events (and
 * release them, in order or reversed), drop the next ones, or replay any event sent before.
 */
export function createWebhookSender(options: { url: string | undefined; secret: string; apiVersion: () => string }) {
  const events: StripeEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  let held: StripeEvent[] = [];
  let holding = false;
  const drops: DropRule[] = [];

  async function post(event: StripeEvent, replay: boolean): Promise<WebhookDelivery> {
    const delivery: WebhookDelivery = { eventId: event.id, type: event.type, outcome: 'error', replay, at: new Date().toISOString() };
    if (!options.url) {
      delivery.outcome = 'dropped';
    } else {
      const payload = JSON.stringify(event, null, 2);
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signPayload(payload, options.secret),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        delivery.outcome = response.status;
      } catch {
        delivery.outcome = 'error';
      }
    }
    deliveries.push(delivery);
    return delivery;
  }

  function takeDrop(type: string): boolean {
    const rule = drops.find((r) => !r.types || r.types.includes(type));
    if (!rule) return false;
    rule.count -= 1;
    if (rule.count <= 0) drops.splice(drops.indexOf(rule), 1);
    return true;
  }

  return {
    events,
    deliveries,

    /** A new event about `object`, sent now (or held, or dropped). Resolves once the endpoint has answered. */
    async emit(
      type: string,
      object: unknown,
      previous?: Record<string, unknown>,
      request: StripeEvent['request'] = { id: null, idempotency_key: null },
    ): Promise<StripeEvent> {
      const event: StripeEvent = {
        id: stripeId('evt'),
        object: 'event',
        api_version: options.apiVersion(),
        created: unixNow(),
        data: { object, ...(previous && { previous_attributes: previous }) },
        livemode: false,
        pending_webhooks: 1,
        request,
        type,
      };
      events.push(event);
      if (takeDrop(type)) {
        deliveries.push({ eventId: event.id, type, outcome: 'dropped', replay: false, at: new Date().toISOString() });
      } else if (holding) {
        held.push(event);
        deliveries.push({ eventId: event.id, type, outcome: 'held', replay: false, at: new Date().toISOString() });
      } else {
        await post(event, false);
      }
      return event;
    },

    /** From now on events wait until `release`. */
    hold(): void {
      holding = true;
    },

    /** Sends the held events, oldest first or (`reverse`) newest first, one after the other; stops holding. */
    async release(order: 'sent' | 'reverse' = 'sent'): Promise<WebhookDelivery[]> {
      holding = false;
      const batch = order === 'reverse' ? [...held].reverse() : held;
      held = [];
      const done: WebhookDelivery[] = [];
      for (const event of batch) done.push(await post(event, false));
      return done;
    },

    /** The next `count` events (of `types`, when given) are never sent: a webhook lost on the way. */
    dropNext(rule: DropRule): void {
      drops.push({ ...rule });
    },

    /** Sends an event again (Stripe's retries and "Resend" look like this), signed afresh. */
    async replay(eventId: string): Promise<WebhookDelivery> {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      return post(event, true);
    },

    heldCount: () => held.length,
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
