/**
 * What card payments say (issue 18), written once. Payment between the parties when card
 * payments are off is ORDERS_MESSAGES.payNotOnline (the orders feature's words).
 */
export const PAYMENTS_MESSAGES = {
  paymentsOff: 'Card payments are not available on SpareStock: payment happens between buyer and seller, on collection or delivery.',
  sellerNotConnected:
    'This seller does not take card payments through SpareStock yet. Payment for this order happens between you and the seller, on collection or delivery.',
  onlyBuyerPays: 'Only the buyer can pay for this order.',
  notPayable: 'This order can’t be paid now: only a placed order that is not yet paid can be paid by card.',
  alreadyPaid: 'This order is already paid.',
  stripeUnavailable: 'Card payments are not available just now. Please try again in a few minutes.',
  badSignature: 'Invalid Stripe signature',
  badWebhookBody: 'The webhook body must be the JSON event Stripe signed',
  refundTooLarge: 'The refund is more than is left to refund on this payment.',
  refundNotPaid: 'This order was not paid by card, so there is nothing to refund through SpareStock.',
  refundsAppear: 'Refunds appear in 5-10 business days.',
} as const;

/** What a payment's state reads as on the order page. */
export const PAYMENT_TEXTS = {
  card: 'Paid by card through SpareStock',
  pending: 'Waiting for the card payment to be confirmed by Stripe',
  heldUntilReceived:
    'SpareStock holds the payment until the buyer confirms receipt, or 7 days after dispatch or collection with no dispute open.',
  released: 'Paid out to the seller',
  heldForDispute: 'Payment held while the dispute is open',
} as const;
