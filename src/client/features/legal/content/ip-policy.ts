import type { LegalDocument } from '../legal-types.ts';

export const IP_POLICY: LegalDocument = {
  slug: 'ip-policy',
  summary:
    'How SpareStock protects brand owners, manufacturers and photographers, and what sellers can and cannot do with names, logos and pictures.',
  atAGlance: [
    'IP complaints are answered within 24 hours.',
    'Counterfeit goods are removed and repeat infringers lose their accounts.',
    'Sellers may name the brand of a genuine item, but not imply they are the brand.',
    'Effective from 1 January 2025.',
  ],
  sections: [
    {
      id: 'what-is-protected',
      heading: 'What is protected',
      body: [
        'Trade marks (brand names and logos), copyright (photos, manuals, datasheets and text), registered designs and patents. Manufacturers of electrical and HVAC equipment are often targets of counterfeiting, and fakes can be dangerous as well as unlawful.',
      ],
    },
    {
      id: 'sellers',
      heading: 'Rules for sellers',
      body: [
        {
          list: [
            'You may say an item is made by a brand when it genuinely is — for example, ‘Schneider Electric contactor, genuine, surplus from a project’.',
            'Do not use brand logos as your profile picture or suggest you are an authorised distributor unless you are.',
            'Use your own photos. Copying product photos or datasheets from manufacturers’ or other sellers’ websites can breach copyright.',
            'Never list counterfeit, replica or ‘compatible with’ goods dressed up as the original brand.',
          ],
        },
        'Selling genuine second-hand or surplus goods that were first put on the UK market by, or with the consent of, the brand owner is generally lawful.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Making a complaint',
      body: [
        'If you own rights in a brand, design or content and believe a listing infringes them, send us a notice. We answer IP complaints within 24 hours. The full process — what to include, timescales and appeals — is in our [Notice and Takedown Policy](/legal/notice-takedown).',
      ],
    },
    {
      id: 'repeat-infringers',
      heading: 'Repeat infringers',
      body: [
        'Accounts that receive repeated valid complaints, or that list counterfeit goods, are suspended. Where we find counterfeit electrical goods we may share details with Trading Standards and the brand owner.',
      ],
    },
    {
      id: 'our-rights',
      heading: 'SpareStock’s own rights',
      body: [
        'The SpareStock name, logo and software belong to us. When you upload photos and descriptions you keep ownership, and give us a licence to show them on SpareStock while your listing is live. This policy is effective from 1 January 2025 and governed by the law of England and Wales.',
      ],
    },
  ],
  actions: [{ kind: 'email', label: 'Submit an IP complaint', subject: 'Intellectual property complaint' }],
};
