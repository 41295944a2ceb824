import type { LegalDocument } from '../legal-types.ts';

export const RETURNS_REFUNDS: LegalDocument = {
  slug: 'returns-refunds',
  summary: 'What to do if an item is faulty, not as described, or you change your mind — and how quickly your money comes back.',
  atAGlance: [
    'Report a problem within 7 days of delivery.',
    'Consumers buying from a business have a 14-day cooling-off period.',
    'Approved refunds appear in 5–10 business days.',
    'If the seller has not resolved it after 5 business days, use ‘Raise Dispute’.',
  ],
  sections: [
    {
      id: 'who-you-bought-from',
      heading: 'Your rights depend on who you bought from',
      body: [
        'Every listing shows whether the seller is an individual or a business. Most SpareStock sales are between businesses; some buyers are consumers buying for their own home.',
        {
          list: [
            'Consumer buying from a business: you have full rights under the Consumer Rights Act 2015 and the Consumer Contracts Regulations 2013 (see below).',
            'Business buying from a business: the Sale of Goods Act 1979 applies — goods must match their description and be of satisfactory quality, allowing for their stated condition.',
            'Buying from an individual: goods must be as described. Our dispute process still protects payments made through SpareStock.',
          ],
        },
      ],
    },
    {
      id: 'cooling-off',
      heading: '14-day cooling-off period',
      body: [
        'If you are a consumer buying from a business seller, you can cancel for any reason within 14 days of receiving the goods. Tell the seller through your order, then send the goods back within a further 14 days. The seller must refund you within 14 days of getting them back (or of your proof of posting), including the standard delivery charge. You pay the return postage unless the seller said they would.',
        'The cooling-off period does not apply to items made to your specification (for example, cable cut to length), or to sealed goods unsealed after delivery that cannot be returned for health or hygiene reasons.',
      ],
    },
    {
      id: 'faulty',
      heading: 'Faulty or not as described',
      body: [
        'Report the problem within 7 days of delivery, with photos and a short description: what is wrong, part numbers, and packaging damage if any. Consumers buying from a business also have 30 days to reject faulty goods under the Consumer Rights Act 2015, and longer rights to a repair or replacement after that.',
        'Please do not install, energise or pressure-test an item you think is faulty — it may be unsafe, and it makes the fault harder to assess.',
      ],
    },
    {
      id: 'how-to-return',
      heading: 'How to return an item',
      body: [
        {
          list: [
            'Message the seller from your order first. Most returns are agreed within a couple of days.',
            'Pack the item securely in its original packaging where possible; use tracked delivery and keep proof of postage.',
            'Refrigerant-containing equipment must be returned with its holding charge intact and sealed. Large or heavy plant may need a collection arranged by the seller.',
            'If the seller has not resolved it after 5 business days, use ‘Raise Dispute’ in your order history. See our [Dispute Resolution Policy](/legal/dispute-resolution).',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      body: [
        'Refunds go back to the original payment method. Once a refund is approved, it usually appears in your account within 5–10 business days, depending on your bank. Partial refunds may be agreed where you keep an item with a minor defect. Items listed ‘For Parts Only’ are sold as not working and can be returned only if they are not as described.',
      ],
    },
    {
      id: 'records-and-law',
      heading: 'Records and law',
      body: [
        'We keep order and refund records for 6–7 years. This policy is effective from 1 January 2025 and governed by the law of England and Wales. It does not affect your statutory rights.',
      ],
    },
  ],
  actions: [{ kind: 'email', label: 'Ask about a return', subject: 'Return or refund query' }],
};
