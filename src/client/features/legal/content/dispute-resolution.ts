import type { LegalDocument } from '../legal-types.ts';

export const DISPUTE_RESOLUTION: LegalDocument = {
  slug: 'dispute-resolution',
  summary: 'A fair, step-by-step way to sort out problems between buyers and sellers: talk first, then ask SpareStock to decide.',
  atAGlance: [
    'Open a dispute within 7 days of delivery.',
    'If the other party has not resolved it after 5 business days, use ‘Raise Dispute’.',
    'We review your evidence within 7 business days.',
    'Approved refunds appear in 5–10 business days.',
  ],
  sections: [
    {
      id: 'step-1',
      heading: 'Step 1: Contact the other party',
      body: [
        'Most problems — a wrong part number, a missing fixing kit, a courier delay — are fixed quickly by talking. Message the seller (or buyer) from the order and explain what is wrong. Do this within 7 days of delivery, with photos where they help.',
      ],
    },
    {
      id: 'step-2',
      heading: 'Step 2: Raise a dispute',
      body: [
        'If the problem is not resolved after 5 business days, open your order history and press ‘Raise Dispute’. Choose the reason (not received, not as described, damaged, faulty, or counterfeit) and say what outcome you want. Payment to the seller is held while the dispute is open.',
      ],
    },
    {
      id: 'step-3',
      heading: 'Step 3: Submit evidence',
      body: [
        {
          list: [
            'Photos of the item, labels, rating plates and packaging.',
            'The listing as it was when you bought it — we keep a copy.',
            'Messages, delivery tracking, and for electrical items any test results (for example insulation resistance readings).',
          ],
        },
        'Both sides can add evidence. Please be factual and polite; abusive messages are removed.',
      ],
    },
    {
      id: 'step-4',
      heading: 'Step 4: Our review',
      body: [
        'A member of our team reviews the evidence from both sides and responds within 7 business days. We may ask either side for more information; the clock pauses while we wait.',
      ],
    },
    {
      id: 'decisions',
      heading: 'Possible decisions',
      body: [
        {
          list: [
            'Full refund — the item was not received, or is significantly not as described.',
            'Partial refund — the buyer keeps an item with a minor problem, for an agreed amount.',
            'Return first — the buyer sends the item back, then the refund is released once the seller confirms it arrived.',
            'Mediate — we help both sides reach an agreement where the facts are unclear.',
            'Reject — the evidence does not support the claim, and payment is released to the seller.',
          ],
        },
        'Approved refunds appear in 5–10 business days. We explain every decision in writing.',
      ],
    },
    {
      id: 'if-you-disagree',
      heading: 'If you disagree',
      body: [
        'You can ask for a second review by a different team member within 14 days, with any new evidence. Our decision does not stop you using your legal rights: consumers can contact Citizens Advice, and claims up to £10,000 can go to the small claims track of the County Court in England and Wales through Money Claim Online.',
        'We keep dispute records for 6–7 years. This policy is effective from 1 January 2025 and governed by the law of England and Wales. See also [Returns & Refunds](/legal/returns-refunds).',
      ],
    },
  ],
  actions: [{ kind: 'email', label: 'Get help with a dispute', subject: 'Dispute help' }],
};
