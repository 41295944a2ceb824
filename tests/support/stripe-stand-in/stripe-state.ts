import { expandList, stringMap, textParam, type FormParams, type FormValue } from './form-params.ts';
import { invalidParam, missingParam, noSuch, StripeApiError } from './stripe-errors.ts';
import {
  completeAccount,
  newAccount,
  stripeId,
  unixNow,
  type Account,
  type AccountLinkRecord,
  type Charge,
  type CheckoutSession,
  type LineItem,
  type PaymentIntent,
  type Refund,
  type Transfer,
  type TransferReversal,
} from './stripe-objects.ts';

/** Stripe's smallest charge in pounds sterling. */
const GBP_MINIMUM_PENCE = 30;
const LINK_LIFETIME_S = 300;
const SESSION_LIFETIME_S = 24 * 60 * 60;
/** The test card numbers the hosted checkout page knows: anything else is declined as an invalid number. */
const DECLINED_CARD = '4000000000000002';
const GOOD_CARDS = new Set(['4242424242424242', '5555555555554444']);

/** Something that happened that a webhook endpoint would hear of. */
export type Emit = (type: string, object: unknown, previous?: Record<string, unknown>) => void;

const clone = <T>(value: T): T => structuredClone(value);

function requireText(params: FormParams, name: string): string {
  const value = textParam(params, ...name.split('.'));
  if (value === undefined || value === '') throw missingParam(name.replace(/\.(\w+)/g, '[$1]'));
  return value;
}

function positiveInteger(raw: string | undefined, param: string, { required = true, min = 1 } = {}): number | undefined {
  if (raw === undefined || raw === '') {
    if (required) throw missingParam(param);
    return undefined;
  }
  if (!/^\d+$/.test(raw)) throw invalidParam(param, `Invalid integer: ${raw}`);
  const value = Number(raw);
  if (value < min)
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `This value must be greater than or equal to ${min}.`,
      'parameter_invalid_integer',
      param,
    );
  return value;
}

function lineItemsOf(params: FormParams): LineItem[] {
  const raw: FormValue | undefined = params.line_items;
  if (!Array.isArray(raw) || raw.length === 0) throw missingParam('line_items');
  return raw.map((item, i) => {
    const at = (...path: string[]) => textParam({ item } as FormParams, 'item', ...path);
    const currency = at('price_data', 'currency');
    if (currency !== 'gbp')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'The stand-in only takes GBP.',
        'parameter_invalid_string',
        `line_items[${i}][price_data][currency]`,
      );
    const name = at('price_data', 'product_data', 'name');
    if (!name) throw missingParam(`line_items[${i}][price_data][product_data][name]`);
    const unitAmount = positiveInteger(at('price_data', 'unit_amount'), `line_items[${i}][price_data][unit_amount]`, { min: 0 })!;
    const quantity = positiveInteger(at('quantity'), `line_items[${i}][quantity]`)!;
    return { name, unitAmount, quantity };
  });
}

/** Stripe's API objects in memory, and the rules the calls SpareStock makes are held to. */
export function createStripeState(options: { baseUrl: () => string; emit: Emit }) {
  const accounts = new Map<string, Account>();
  const links = new Map<string, AccountLinkRecord>();
  const sessions = new Map<string, CheckoutSession>();
  const sessionItems = new Map<string, LineItem[]>();
  const intents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const transfers = new Map<string, Transfer>();
  const refunds = new Map<string, Refund>();
  /** What `payment_intent_data` asked of the PaymentIntent a session makes when it is paid. */
  const pendingIntentData = new Map<
    string,
    { transferGroup: string | null; description: string | null; metadata: Record<string, string> }
  >();
  const { emit } = options;

  const findAccount = (id: string) => accounts.get(id) ?? throwError(noSuch('account', id, 'account'));
  const findSession = (id: string) => sessions.get(id) ?? throwError(noSuch('checkout.session', id));
  const findIntent = (id: string, param = 'id') => intents.get(id) ?? throwError(noSuch('payment_intent', id, param));
  const findTransfer = (id: string) => transfers.get(id) ?? throwError(noSuch('transfer', id));

  /** Money the platform still holds from a charge: paid, less refunds, less what was transferred out and not reversed. */
  function heldFrom(charge: Charge): number {
    let transferred = 0;
    for (const t of transfers.values()) if (t.source_transaction === charge.id) transferred += t.amount - t.amount_reversed;
    return charge.amount - charge.amountRefunded - transferred;
  }

  /** The platform's whole balance (every charge's held money). */
  function platformBalance(): number {
    let unsourced = 0;
    for (const t of transfers.values()) if (!t.source_transaction) unsourced += t.amount - t.amount_reversed;
    return [...charges.values()].reduce((sum, c) => sum + heldFrom(c), 0) - unsourced;
  }

  function withExpanded<T extends CheckoutSession | PaymentIntent>(object: T, params: FormParams): T {
    const copy = clone(object);
    for (const path of expandList(params)) {
      if (copy.object === 'checkout.session' && path === 'payment_intent' && typeof copy.payment_intent === 'string') {
        (copy as CheckoutSession).payment_intent = clone(findIntent(copy.payment_intent));
      }
    }
    return copy;
  }

  return {
    accounts,
    sessions,
    intents,
    transfers,
    refunds,

    createAccount(params: FormParams): Account {
      const capabilities = params.capabilities;
      const requested =
        capabilities && typeof capabilities === 'object' && !Array.isArray(capabilities)
          ? Object.keys(capabilities).filter((name) => textParam(params, 'capabilities', name, 'requested') === 'true')
          : [];
      const account = newAccount({
        type: textParam(params, 'type') ?? 'express',
        country: textParam(params, 'country') ?? 'GB',
        email: textParam(params, 'email') ?? null,
        businessType: textParam(params, 'business_type') ?? null,
        metadata: stringMap(params.metadata),
        capabilities: requested.length ? requested : ['transfers'],
      });
      accounts.set(account.id, account);
      return clone(account);
    },

    retrieveAccount(id: string): Account {
      return clone(findAccount(id));
    },

    createAccountLink(params: FormParams) {
      const account = findAccount(requireText(params, 'account'));
      const type = requireText(params, 'type');
      if (type !== 'account_onboarding' && type !== 'account_update') throw invalidParam('type', `Invalid type: ${type}`);
      const refreshUrl = requireText(params, 'refresh_url');
      const returnUrl = requireText(params, 'return_url');
      const id = stripeId('link');
      const created = unixNow();
      const link = {
        object: 'account_link' as const,
        created,
        expires_at: created + LINK_LIFETIME_S,
        url: `${options.baseUrl()}/hosted/onboarding/${id}`,
      };
      links.set(id, { id, link, account: account.id, refreshUrl, returnUrl, used: false });
      return clone(link);
    },

    /** The hosted onboarding page's link, or null when it was used or has expired (Stripe then sends the user to refresh_url). */
    findUsableLink(id: string): AccountLinkRecord | null | undefined {
      const record = links.get(id);
      if (!record) return undefined;
      return record.used || record.link.expires_at < unixNow() ? null : record;
    },

    linkRecord: (id: string) => links.get(id),

    /** "Complete onboarding": the account is enabled and `account.updated` is sent. */
    completeOnboarding(linkId: string): AccountLinkRecord {
      const record = links.get(linkId);
      if (!record) throw noSuch('account_link', linkId);
      record.used = true;
      const account = findAccount(record.account);
      const previous = {
        charges_enabled: account.charges_enabled,
        payouts_enabled: account.payouts_enabled,
        details_submitted: account.details_submitted,
      };
      completeAccount(account);
      emit('account.updated', clone(account), previous);
      return record;
    },

    createCheckoutSession(params: FormParams): CheckoutSession {
      const mode = requireText(params, 'mode');
      if (mode !== 'payment') throw invalidParam('mode', 'The stand-in only takes mode=payment.');
      const successUrl = requireText(params, 'success_url');
      const items = lineItemsOf(params);
      const total = items.reduce((sum, i) => sum + i.unitAmount * i.quantity, 0);
      if (total < GBP_MINIMUM_PENCE) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          "The Checkout Session's total amount due must add up to at least £0.30 gbp",
          'amount_too_small',
        );
      }
      const created = unixNow();
      const id = stripeId('cs_test');
      const expiresAt = positiveInteger(textParam(params, 'expires_at'), 'expires_at', { required: false }) ?? created + SESSION_LIFETIME_S;
      const session: CheckoutSession = {
        id,
        object: 'checkout.session',
        amount_subtotal: total,
        amount_total: total,
        cancel_url: textParam(params, 'cancel_url') ?? null,
        client_reference_id: textParam(params, 'client_reference_id') ?? null,
        created,
        currency: 'gbp',
        customer_email: textParam(params, 'customer_email') ?? null,
        expires_at: expiresAt,
        livemode: false,
        metadata: stringMap(params.metadata),
        mode: 'payment',
        payment_intent: null,
        payment_method_types: ['card'],
        payment_status: 'unpaid',
        status: 'open',
        success_url: successUrl,
        url: `${options.baseUrl()}/hosted/checkout/${id}`,
      };
      sessions.set(id, session);
      sessionItems.set(id, items);
      const pid = params.payment_intent_data;
      pendingIntentData.set(id, {
        transferGroup: textParam(params, 'payment_intent_data', 'transfer_group') ?? null,
        description: textParam(params, 'payment_intent_data', 'description') ?? null,
        metadata: pid && typeof pid === 'object' && !Array.isArray(pid) ? stringMap(pid.metadata) : {},
      });
      return clone(session);
    },

    retrieveCheckoutSession(id: string, params: FormParams): CheckoutSession {
      return withExpanded(findSession(id), params);
    },

    lineItems: (sessionId: string) => sessionItems.get(sessionId) ?? [],

    /**
     * "Pay" on the hosted page: a declined card answers its message; a good one makes the
     * PaymentIntent (succeeded, with its charge), completes the session and sends
     * `checkout.session.completed` then `payment_intent.succeeded`.
     */
    paySession(id: string, cardNumber: string): { ok: true; session: CheckoutSession } | { ok: false; message: string } {
      const session = findSession(id);
      if (session.status !== 'open')
        return { ok: false, message: session.status === 'complete' ? 'This checkout is already paid.' : 'This checkout has expired.' };
      const card = cardNumber.replace(/\s+/g, '');
      if (card === DECLINED_CARD) return { ok: false, message: 'Your card was declined.' };
      if (!GOOD_CARDS.has(card)) return { ok: false, message: 'Your card number is invalid.' };
      const data = pendingIntentData.get(id)!;
      const intent: PaymentIntent = {
        id: stripeId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: session.currency,
        created: unixNow(),
        description: data.description,
        latest_charge: stripeId('ch'),
        livemode: false,
        metadata: data.metadata,
        payment_method_types: ['card'],
        status: 'succeeded',
        transfer_group: data.transferGroup,
        last_payment_error: null,
      };
      intents.set(intent.id, intent);
      charges.set(intent.latest_charge!, { id: intent.latest_charge!, paymentIntent: intent.id, amount: intent.amount, amountRefunded: 0 });
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = intent.id;
      session.url = null;
      emit('checkout.session.completed', clone(session));
      emit('payment_intent.succeeded', clone(intent));
      return { ok: true, session: clone(session) };
    },

    /** A test hook: the session lapses unpaid (`checkout.session.expired`). */
    expireSession(id: string): CheckoutSession {
      const session = findSession(id);
      if (session.status !== 'open')
        throw new StripeApiError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired.`);
      session.status = 'expired';
      session.url = null;
      emit('checkout.session.expired', clone(session));
      return clone(session);
    },

    retrievePaymentIntent(id: string): PaymentIntent {
      return clone(findIntent(id));
    },

    createTransfer(params: FormParams): Transfer {
      const amount = positiveInteger(textParam(params, 'amount'), 'amount')!;
      const currency = requireText(params, 'currency');
      if (currency !== 'gbp') throw invalidParam('currency', 'The stand-in only takes GBP.');
      const destinationId = requireText(params, 'destination');
      const destination = accounts.get(destinationId);
      if (!destination) throw noSuch('destination', destinationId, 'destination');
      if (destination.capabilities.transfers !== 'active') {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
          'insufficient_capabilities_for_transfer',
          'destination',
        );
      }
      const sourceId = textParam(params, 'source_transaction') ?? null;
      if (sourceId) {
        const charge = charges.get(sourceId);
        if (!charge) throw noSuch('charge', sourceId, 'source_transaction');
        if (amount > heldFrom(charge)) {
          throw new StripeApiError(
            400,
            'invalid_request_error',
            `Transfer amount exceeds the remaining amount of source transaction ${sourceId}.`,
            'balance_insufficient',
            'amount',
          );
        }
      } else if (amount > platformBalance()) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'You have insufficient available funds in your Stripe account.',
          'balance_insufficient',
        );
      }
      const id = stripeId('tr');
      const transfer: Transfer = {
        id,
        object: 'transfer',
        amount,
        amount_reversed: 0,
        created: unixNow(),
        currency,
        description: textParam(params, 'description') ?? null,
        destination: destination.id,
        livemode: false,
        metadata: stringMap(params.metadata),
        reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
        reversed: false,
        source_transaction: sourceId,
        transfer_group: textParam(params, 'transfer_group') ?? null,
      };
      transfers.set(id, transfer);
      return clone(transfer);
    },

    createTransferReversal(transferId: string, params: FormParams): TransferReversal {
      const transfer = findTransfer(transferId);
      const left = transfer.amount - transfer.amount_reversed;
      const amount = positiveInteger(textParam(params, 'amount'), 'amount', { required: false }) ?? left;
      if (left === 0)
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Transfer ${transfer.id} has already been fully reversed.`,
          'transfer_already_reversed',
        );
      if (amount > left) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `You cannot reverse more than the remaining ${left} of transfer ${transfer.id}.`,
          'amount_too_large',
          'amount',
        );
      }
      const reversal: TransferReversal = {
        id: stripeId('trr'),
        object: 'transfer_reversal',
        amount,
        created: unixNow(),
        currency: transfer.currency,
        metadata: stringMap(params.metadata),
        transfer: transfer.id,
      };
      transfer.amount_reversed += amount;
      transfer.reversed = transfer.amount_reversed === transfer.amount;
      transfer.reversals.data.unshift(reversal);
      transfer.reversals.total_count += 1;
      return clone(reversal);
    },

    createRefund(params: FormParams): Refund {
      const intentId = textParam(params, 'payment_intent');
      const chargeParam = textParam(params, 'charge');
      let charge: Charge | undefined;
      if (intentId) {
        const intent = findIntent(intentId, 'payment_intent');
        charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
        if (!charge)
          throw new StripeApiError(
            400,
            'invalid_request_error',
            `PaymentIntent ${intentId} does not have a successful charge to refund.`,
            'charge_not_refundable',
            'payment_intent',
          );
      } else if (chargeParam) {
        charge = charges.get(chargeParam) ?? throwError(noSuch('charge', chargeParam, 'charge'));
      } else {
        throw missingParam('payment_intent');
      }
      const left = charge.amount - charge.amountRefunded;
      if (left === 0)
        throw new StripeApiError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
      const amount = positiveInteger(textParam(params, 'amount'), 'amount', { required: false }) ?? left;
      if (amount > left) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`,
          'amount_too_large',
          'amount',
        );
      }
      // Separate charges and transfers: the platform refunds from its own balance, so money already
      // transferred to the seller has to come back (a transfer reversal) first.
      if (amount > heldFrom(charge)) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'Insufficient funds in Stripe account to refund this charge. Reverse the transfer first.',
          'balance_insufficient',
        );
      }
      charge.amountRefunded += amount;
      const reason = textParam(params, 'reason') ?? null;
      const refund: Refund = {
        id: stripeId('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        created: unixNow(),
        currency: 'gbp',
        metadata: stringMap(params.metadata),
        payment_intent: charge.paymentIntent,
        reason,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return clone(refund);
    },

    retrieveRefund(id: string): Refund {
      return clone(refunds.get(id) ?? throwError(noSuch('refund', id)));
    },

    /** What the platform holds of a PaymentIntent's charge now (tests check money never goes missing). */
    heldForIntent(intentId: string): number {
      const intent = findIntent(intentId);
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      return charge ? heldFrom(charge) : 0;
    },
  };
}

function throwError(error: Error): never {
  throw error;
}

export type StripeState = ReturnType<typeof createStripeState>;
