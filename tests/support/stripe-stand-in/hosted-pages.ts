import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseFormParams, textParam } from './form-params.ts';
import type { CheckoutSession, LineItem } from './stripe-objects.ts';
import type { StripeState } from './stripe-state.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
/** What the card field holds when the page opens: Stripe's test card that always succeeds. */
export const PREFILLED_CARD = '4242 4242 4242 4242';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;background:#635bff;color:#fff;border:0;border-radius:4px}[role=alert]{color:#b00020}</style>
</head>
<body><main>
<p><small>Stripe stand-in (test mode): no real money moves.</small></p>
${body}
</main></body>
</html>`;
}

function onboardingPage(linkId: string, accountId: string, returnUrl: string): string {
  return page(
    'Set up payouts',
    `<h1>Set up payouts</h1>
<p>Connected account <code>${escapeHtml(accountId)}</code>. The stand-in asks for no details.</p>
<form method="post" action="/hosted/onboarding/${escapeHtml(linkId)}/complete"><button type="submit">Complete onboarding</button></form>
<p><a href="${escapeHtml(returnUrl)}">Return without finishing</a></p>`,
  );
}

function checkoutPage(session: CheckoutSession, items: LineItem[], error?: string): string {
  const lines = items.map((i) => `<li>${escapeHtml(i.name)} × ${i.quantity}: ${pounds(i.unitAmount * i.quantity)}</li>`).join('\n');
  return page(
    'Pay',
    `<h1>Pay ${pounds(session.amount_total)}</h1>
<ul>${lines}</ul>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/hosted/checkout/${escapeHtml(session.id)}/pay">
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${PREFILLED_CARD}">
<label for="expiry">Expiry</label><input id="expiry" name="expiry" value="12 / 34">
<label for="cvc">CVC</label><input id="cvc" name="cvc" value="123">
<button type="submit">Pay ${pounds(session.amount_total)}</button>
</form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ''}`,
  );
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

/** Stripe replaces `{CHECKOUT_SESSION_ID}` in success_url with the session's id. */
export function successUrlOf(session: CheckoutSession): string {
  return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
}

/**
 * The two pages a browser uses: hosted onboarding (Connect) and hosted checkout. Their buttons post
 * forms; the events they cause are delivered (or held, or dropped) before the redirect is answered.
 */
export function registerHostedPages(app: FastifyInstance, state: StripeState, flush: () => Promise<void>): void {
  app.get<{ Params: { id: string } }>('/hosted/onboarding/:id', async (request, reply) => {
    const record = state.findUsableLink(request.params.id);
    if (record === undefined) return html(reply, 404, page('Not found', '<h1>This link is not valid</h1>'));
    // Used or expired: Stripe sends the user to refresh_url, where the platform makes a new link.
    if (record === null) return reply.redirect(state.linkRecord(request.params.id)!.refreshUrl, 302);
    return html(reply, 200, onboardingPage(record.id, record.account, record.returnUrl));
  });

  app.post<{ Params: { id: string } }>('/hosted/onboarding/:id/complete', async (request, reply) => {
    const record = state.findUsableLink(request.params.id);
    if (record === undefined) return html(reply, 404, page('Not found', '<h1>This link is not valid</h1>'));
    if (record === null) return reply.redirect(state.linkRecord(request.params.id)!.refreshUrl, 303);
    state.completeOnboarding(record.id);
    await flush();
    return reply.redirect(record.returnUrl, 303);
  });

  app.get<{ Params: { id: string } }>('/hosted/checkout/:id', async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    if (!session) return html(reply, 404, page('Not found', '<h1>This checkout is not valid</h1>'));
    if (session.status === 'complete') return reply.redirect(successUrlOf(session), 302);
    if (session.status === 'expired') return html(reply, 410, page('Expired', '<h1>This checkout has expired</h1>'));
    return html(reply, 200, checkoutPage(session, state.lineItems(session.id)));
  });

  app.post<{ Params: { id: string } }>('/hosted/checkout/:id/pay', async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    if (!session) return html(reply, 404, page('Not found', '<h1>This checkout is not valid</h1>'));
    const form = parseFormParams(typeof request.body === 'string' ? request.body : '');
    const result = state.paySession(session.id, textParam(form, 'cardNumber') ?? '');
    if (!result.ok) return html(reply, 402, checkoutPage(session, state.lineItems(session.id), result.message));
    await flush();
    return reply.redirect(successUrlOf(result.session), 303);
  });
}
