import type { LegalDocument } from '../legal-types.ts';

export const NOTICE_TAKEDOWN: LegalDocument = {
  slug: 'notice-takedown',
  summary:
    'How to report a listing that is unlawful, infringes your rights or breaks our rules, and what happens next — for the person reporting and for the seller.',
  atAGlance: [
    'Reports are acknowledged within 24 hours.',
    'You get an outcome within 7 business days.',
    'Sellers can appeal a takedown within 3 business days.',
    'Effective from 1 January 2025.',
  ],
  sections: [
    {
      id: 'what-to-report',
      heading: 'What you can report',
      body: [
        'Listings that infringe intellectual property, counterfeit or stolen goods, unsafe or recalled products, anything containing asbestos, misleading descriptions, and other illegal content. Unsafe products are also covered by our [Product Safety Policy](/legal/product-safety), which suspends reported listings within 24 hours.',
      ],
    },
    {
      id: 'what-to-include',
      heading: 'What to include in your notice',
      body: [
        {
          list: [
            'Your name and contact details, and the business or brand you act for.',
            'The link to each listing you are reporting.',
            'Why it is unlawful or infringing — for a trade mark, the registration number; for copyright, where the original appears.',
            'A statement that the information is accurate and that you are the rights owner or authorised to act for them.',
          ],
        },
        'Incomplete notices slow things down; we will tell you if anything is missing.',
      ],
    },
    {
      id: 'what-happens',
      heading: 'What happens next',
      body: [
        {
          list: [
            'We acknowledge your notice within 24 hours.',
            'We review it, and may remove or restrict the listing straight away if the risk is serious.',
            'We tell the seller what was reported and why, unless the law stops us.',
            'We tell you the outcome within 7 business days.',
          ],
        },
      ],
    },
    {
      id: 'appeals',
      heading: 'If your listing is taken down',
      body: [
        'We will explain what was removed and why. If you believe it was a mistake — for example, the goods are genuine surplus bought from an authorised distributor — you can appeal within 3 business days by replying with your evidence, such as invoices or a letter from the brand. A different team member reviews the appeal. Notices made in bad faith may lead to action against the person who sent them.',
      ],
    },
    {
      id: 'records',
      heading: 'Records and law',
      body: [
        'We keep records of notices and decisions for 6–7 years. This policy is effective from 1 January 2025 and governed by the law of England and Wales. See also our [IP Policy](/legal/ip-policy).',
      ],
    },
  ],
  actions: [{ kind: 'email', label: 'Send a takedown notice', subject: 'Takedown notice' }],
};
