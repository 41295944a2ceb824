import {
  CANCEL_REASON_MAX_LENGTH,
  HANDOVER_DETAILS_MAX_LENGTH,
  MAX_COUNTER_ROUNDS,
  MESSAGE_MAX_LENGTH,
  OFFER_LIFETIME_HOURS,
  REPORT_NOTE_MAX_LENGTH,
} from '../constants/deals.ts';
import { formatCount, formatGbp } from '../money.ts';

/**
 * What conversations, offers, reports and blocks say, written once (apart from the zod schemas,
 * so a screen can word an answer without loading zod).
 */
export const DEALS_MESSAGES = {
  // Input
  messageRequired: 'Please write a message',
  messageTooLong: `Your message must be at most ${formatCount(MESSAGE_MAX_LENGTH)} characters`,
  listingIdInvalid: 'listingId must be a listing id: a whole number from 1',
  userIdInvalid: 'userId must be a user id: a whole number from 1',
  reportIdInvalid: 'id must be a whole number from 1',
  offerPriceInvalid: 'Please offer a price per unit above £0, in pounds with at most 2 decimal places',
  handoverTooLong: `Handover details must be at most ${HANDOVER_DETAILS_MAX_LENGTH} characters`,
  handoverInvalid: 'Handover details must be text, or null to clear them',
  cancelReasonRequired: 'Please give a reason for cancelling',
  cancelReasonTooLong: `The reason must be at most ${CANCEL_REASON_MAX_LENGTH} characters`,
  reportKindInvalid: 'kind must be one of: listing, user, conversation, feedback',
  reportReasonInvalid: 'Please choose a reason for your report',
  reportNoteTooLong: `The note must be at most ${formatCount(REPORT_NOTE_MAX_LENGTH)} characters`,
  reportNoteRequired: 'Please tell us what is wrong',

  // Who may do what
  verifiedEmailRequired: 'Please verify your email address before contacting sellers. We sent you a link when you registered.',
  ownListing: 'This is your own listing, so you can’t message about it.',
  blocked: 'You can’t send messages or offers here because one of you has blocked the other.',
  conversationNotFound: 'Conversation not found',
  listingNotFound: 'Listing not found',
  offerNotFound: 'Offer not found',
  userNotFound: 'User not found',
  onlyBuyerOffers: 'Only the buyer can make offers. As the seller, you can accept, decline or counter the buyer’s offer.',
  notYourOfferToCounter: 'This is your own offer: wait for the other side to answer it.',
  counterRoundsUsed: `You have countered each other ${MAX_COUNTER_ROUNDS} times on this item: accept or decline the last offer, or talk it over in messages.`,
  notYourOfferToDecide: 'This offer is waiting for the other side to answer it.',
  agreementStands: 'You already have an agreement in this conversation. Cancel it first to make a new offer.',
  listingUnavailable: 'This listing is no longer available, so it takes no new offers.',
  soldOut: 'Sorry, this listing has just sold out.',
  offerNotOpen: 'This offer has already been answered, withdrawn or replaced.',
  offerLapsed: `This offer has lapsed: offers stand for ${OFFER_LIFETIME_HOURS} hours.`,
  notAccepted: 'Only an agreed deal can be cancelled.',
  agreementOrdered: 'This agreement has become an order: cancel the order instead.',
  selfBlock: 'You can’t block yourself.',
  selfReport: 'You can’t report yourself or your own listing.',
  ownFeedbackReport: 'You can’t report feedback you left.',

  // Limits
  tooManyConversations: 'You have started as many new conversations as you can today. Please try again later.',
  tooManyMessages: 'You have sent as many messages as you can this hour. Please wait a while and try again.',
} as const;

/** An offer (or counter-offer) above the listing's price per unit. */
export function offerAboveAsking(askingPence: number): string {
  return `An offer can be at most the asking price of ${formatGbp(askingPence / 100)} per unit`;
}

/** "Only 3 available": an offer or request for more than the listing has. */
export function onlyAvailable(available: number): string {
  return available <= 0
    ? DEALS_MESSAGES.soldOut
    : `Only ${formatCount(available)} available. Please ask for ${formatCount(available)} or fewer.`;
}

/** "Sorry, only 2 are left now, so this offer for 3 can’t be accepted." */
export function notEnoughLeft(available: number, wanted: number): string {
  if (available <= 0) return DEALS_MESSAGES.soldOut;
  return `Sorry, only ${formatCount(available)} ${available === 1 ? 'is' : 'are'} left now, so this offer for ${formatCount(wanted)} can’t be accepted.`;
}

/** "3 × £40.00". */
export function describeDeal(quantity: number, unitPricePence: number): string {
  return `${formatCount(quantity)} × ${formatGbp(unitPricePence / 100)}`;
}

/** The event lines a thread records, in the words both sides read. */
export const DEAL_EVENTS = {
  offer: (quantity: number, pence: number) => `Offer: ${describeDeal(quantity, pence)}`,
  counter: (quantity: number, pence: number) => `Counter-offer: ${describeDeal(quantity, pence)}`,
  declined: (quantity: number, pence: number) => `Offer declined: ${describeDeal(quantity, pence)}`,
  counterDeclined: (quantity: number, pence: number) => `Counter-offer declined: ${describeDeal(quantity, pence)}`,
  agreed: (quantity: number, pence: number) => `Agreed: ${describeDeal(quantity, pence)}`,
  cancelled: (quantity: number, pence: number, reason: string) =>
    `Agreement cancelled: ${describeDeal(quantity, pence)}. Reason: ${reason}`,
} as const;
