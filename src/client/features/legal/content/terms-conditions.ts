import type { LegalDocument } from '../legal-types.ts';

export const TERMS_CONDITIONS: LegalDocument = {
  slug: 'terms-conditions',
  summary:
    'The agreement between you and SpareStock for using the marketplace to keep an inventory of surplus mechanical and electrical stock and to buy and sell it between contractors.',
  atAGlance: [
    'You must be 18 or over and able to enter into a contract.',
    'Problems with an order must be raised within 7 days of delivery.',
    'Consumers buying from a business have a 14-day cooling-off period.',
    'These terms are effective from 1 January 2025 and governed by the law of England and Wales.',
  ],
  sections: [
    {
      id: 'about',
      heading: 'About SpareStock',
      body: [
        'SpareStock is an online marketplace. Contracts for the sale of goods are made directly between the buyer and the seller; SpareStock is not the seller unless a listing says so. We provide the platform, payment handling, and a fair process for resolving problems.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      body: [
        {
          list: [
            'You must be at least 18 years old to register.',
            'Give accurate details, including your business name if you trade as a business. Business sellers must say so: buyers have different legal rights depending on who they buy from.',
            'Keep your password private. You are responsible for activity on your account; tell us at once if you think someone else has used it.',
            'One person or business per account. We may suspend accounts that break these terms.',
          ],
        },
      ],
    },
    {
      id: 'buying',
      heading: 'Buying',
      body: [
        'Read the listing carefully: condition (New, Used, Damaged or For Parts Only), quantity, specifications and any certificates. Surplus stock may be from old projects, so check it suits your installation before you buy. Prices are shown in pounds sterling (£) and include VAT where the seller is VAT-registered and says so.',
        'Payments are made through SpareStock’s secure checkout. Never pay a seller outside the platform: payments made elsewhere are not protected by our [Dispute Resolution Policy](/legal/dispute-resolution).',
      ],
    },
    {
      id: 'selling',
      heading: 'Selling',
      body: [
        'Sellers must also follow our [Seller Terms](/legal/seller-terms) and [Product Safety Policy](/legal/product-safety). You may list only goods you own or are authorised to sell, that are described honestly, and that are safe and legal to sell in the UK.',
      ],
    },
    {
      id: 'problems',
      heading: 'When something goes wrong',
      body: [
        'Contact the other party first — most problems are sorted out this way. If an item is not as described, damaged or missing, report it within 7 days of delivery. If it is still unresolved after 5 business days, use ‘Raise Dispute’ in your order history and we will review it within 7 business days.',
        'Consumers buying from a business seller also have a 14-day cooling-off period under the Consumer Contracts Regulations 2013 and rights under the Consumer Rights Act 2015. Nothing in these terms takes away your statutory rights. See [Returns & Refunds](/legal/returns-refunds).',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      body: [
        {
          list: [
            'No counterfeit, stolen, recalled or unsafe goods, and never anything containing asbestos.',
            'No misleading descriptions, fake reviews or price manipulation.',
            'No scraping, automated bulk access or attempts to get round our security.',
            'No harassment of other users.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Our liability',
      body: [
        'We run the platform with reasonable care and skill. We are not responsible for the quality or safety of goods sold by other users, but we act quickly on reports. We do not exclude liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to exclude. For business users our total liability is limited to the fees you paid us in the 12 months before the claim.',
      ],
    },
    {
      id: 'records-and-law',
      heading: 'Records, changes and law',
      body: [
        'We keep transaction records for 6–7 years, as UK tax and accounting law requires. We will give you at least 30 days’ notice of material changes to these terms by email. These terms are effective from 1 January 2025. They are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction; if you are a consumer living in Scotland or Northern Ireland you may also use your local courts.',
      ],
    },
  ],
  actions: [
    { kind: 'link', label: 'Create an account', href: '/auth' },
    { kind: 'email', label: 'Ask about these terms', subject: 'Question about the Terms & Conditions' },
  ],
};
