import { describe, expect, it } from 'vitest';
import { DISPUTE_REASON_KEYS, disputeReasonsFor } from '../../../src/shared/constants/disputes.ts';
import { nextActionText } from '../../../src/shared/messages/orders-messages.ts';

describe('disputeReasonsFor', () => {
  it('offers every problem while the item is on its way or ready to collect', () => {
    expect(disputeReasonsFor('dispatched')).toEqual(DISPUTE_REASON_KEYS);
    expect(disputeReasonsFor('ready_for_collection')).toEqual(DISPUTE_REASON_KEYS);
  });

  it('drops "Item not received" once the order was received', () => {
    for (const status of ['received', 'completed']) {
      expect(disputeReasonsFor(status)).not.toContain('not_received');
      expect(disputeReasonsFor(status)).toContain('not_as_described');
    }
  });
});

describe('nextActionText while waiting', () => {
  it('says the order completes by itself only when no dispute is open', () => {
    expect(nextActionText('wait', 'buyer', 'received')).toBe('Nothing to do: the order completes by itself.');
    expect(nextActionText('wait', 'buyer', 'received', true)).toBe('A dispute is open: the order stays on hold until it is settled.');
    expect(nextActionText('wait', 'seller', 'dispatched', true)).toBe('A dispute is open: the order stays on hold until it is settled.');
  });
});
