import { parseOrderNumber } from '../../../shared/constants/orders.ts';
import type { ConversationDetail } from '../../../shared/schemas/deals.ts';

/**
 * The order an agreement became, read from the thread: every order step is posted in it as
 * "Order SS-000123: …", and the agreement's order is placed after it was agreed.
 */
export function findAgreementOrderId(detail: ConversationDetail): number | null {
  if (!detail.agreement) return null;
  const agreedAt = Date.parse(detail.agreement.agreedAt);
  for (const message of [...detail.messages].reverse()) {
    if (message.kind !== 'event' || Date.parse(message.createdAt) < agreedAt) continue;
    const number = /^Order (SS-\d+):/.exec(message.body)?.[1];
    if (number) return parseOrderNumber(number);
  }
  return null;
}
