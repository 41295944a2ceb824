import type { LegalDocument } from '../legal-types.ts';

export const SELLER_TERMS: LegalDocument = {
  slug: 'seller-terms',
  summary:
    'Extra terms for anyone who lists surplus stock on SpareStock, whether you are an individual clearing out the van or a business selling end-of-project materials. They sit alongside our Terms & Conditions.',
  atAGlance: [
    'Sellers must be 18 or over.',
    'Listings reported as unsafe are suspended within 24 hours while we check them.',
    'Business sellers must honour the 14-day cooling-off period for consumers.',
    'Keep your sales records for 6–7 years; we keep ours for the same period.',
  ],
  sections: [
    {
      id: 'who-can-sell',
      heading: 'Who can sell',
      body: [
        'You must be 18 or over, hold a verified SpareStock account, and complete your profile. If you sell in the course of a business — including as a sole trader selling regularly for profit — choose ‘Business Owner’ and give your business name. Trading as a business while registered as an individual is not allowed: it misleads buyers about their rights.',
      ],
    },
    {
      id: 'describing-stock',
      heading: 'Describing your stock',
      body: [
        {
          list: [
            'Use the true condition: New (unused, in original packaging), Used, Damaged, or For Parts Only. ‘Like New’, ‘Good’, ‘Fair’ and ‘Poor’ grade used stock.',
            'Give the manufacturer, model or part number, ratings (voltage, current, IP rating, pressure) and quantity. SpareBot’s suggestions from your photos are a starting point — check them before you publish.',
            'Use your own photos of the actual items. Stock photos or another seller’s pictures may breach copyright.',
            'Say if certificates, manuals or test records come with the item, and include date codes where safety matters (for example, RCDs, fire-stopping products and gas components).',
          ],
        },
      ],
    },
    {
      id: 'what-you-cannot-sell',
      heading: 'What you cannot sell',
      body: [
        {
          list: [
            'Anything containing asbestos, ever — including old switchgear, flash guards, rope seals and boards. We report attempts to the enforcing authorities.',
            'Recalled products, counterfeit or ‘look-alike’ branded goods, and stolen or site-diverted stock.',
            'Refrigerants sold to buyers who cannot show F-gas certification, and opened or part-used refrigerant cylinders.',
            'Second-hand gas safety devices, used fire alarm detectors without a test record, and electrical protective devices that have tripped under fault.',
          ],
        },
        'Our [Product Safety Policy](/legal/product-safety) sets out the full rules.',
      ],
    },
    {
      id: 'safety-and-compliance',
      heading: 'Safety and compliance',
      body: [
        'Electrical goods must be safe under the Electrical Equipment (Safety) Regulations 2016 and carry UKCA or CE marking where required. Waste electrical equipment falls under the WEEE Regulations 2013: business sellers of new electrical items must offer take-back of old equipment or belong to a take-back scheme. HVAC equipment containing fluorinated gases must be described with the refrigerant type and charge, and may only be installed by F-gas certified engineers.',
        'If a listing is reported as unsafe we suspend it within 24 hours while we investigate, and we may ask you for evidence such as test certificates.',
      ],
    },
    {
      id: 'orders-and-returns',
      heading: 'Orders, delivery and returns',
      body: [
        'Dispatch within the time stated in your listing, pack goods so they arrive undamaged, and use tracked delivery for anything over £50. Respond to buyer messages within 2 business days.',
        'Business sellers must give consumers the 14-day cooling-off period under the Consumer Contracts Regulations 2013 and meet the Consumer Rights Act 2015. Approved refunds usually reach the buyer within 5–10 business days. See [Returns & Refunds](/legal/returns-refunds) and [Dispute Resolution](/legal/dispute-resolution).',
      ],
    },
    {
      id: 'fees-and-tax',
      heading: 'Fees, payouts and tax',
      body: [
        'Any fees are shown before you publish a listing. Payouts are released after delivery is confirmed and no dispute is open. You are responsible for your own tax and VAT. Under the UK platform reporting rules, we may have to report seller income to HMRC. Keep your records for 6–7 years.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'Breaking these terms',
      body: [
        'We may remove listings, hold payouts while a dispute is open, or suspend accounts that break these terms, and we will tell you why. Intellectual property complaints are handled under our [IP Policy](/legal/ip-policy); you can appeal a takedown within 3 business days under our [Notice and Takedown Policy](/legal/notice-takedown). These terms are effective from 1 January 2025 and governed by the law of England and Wales.',
      ],
    },
  ],
  actions: [
    { kind: 'link', label: 'Add Item', href: '/add-item', signedOut: { label: 'Log in to start selling', href: '/auth' } },
    { kind: 'email', label: 'Contact seller support', subject: 'Seller support' },
  ],
};
