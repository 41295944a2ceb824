import type { LegalDocument } from '../legal-types.ts';

export const PRIVACY_POLICY: LegalDocument = {
  slug: 'privacy-policy',
  summary:
    'How SpareStock collects, uses and protects personal data when contractors list, buy and sell surplus M&E stock. We follow the UK GDPR and the Data Protection Act 2018.',
  atAGlance: [
    'You must be 18 or over to hold an account.',
    'Transaction records are kept for 6–7 years to meet UK tax and accounting rules.',
    'We never sell your data or use it for third-party advertising.',
    'You can complain to the Information Commissioner’s Office (ICO) at any time.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: [
        'SpareStock is the controller of the personal data described here. For anything about your data, email our support team using the button at the end of this page; we answer data requests within one month, as the UK GDPR requires.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      body: [
        {
          list: [
            'Account details: name, email address, password (stored only as a salted hash), and whether you are an individual seller or a business.',
            'Profile details you choose to add: business name, phone number, postcode and a short description.',
            'Listings: photos, titles, descriptions, prices, quantities and technical specifications of your stock.',
            'Order and dispute records: what was bought, from whom, for how much, and any messages or evidence about a problem.',
            'Technical data: sign-in times, IP address and browser type, used to keep accounts secure and to stop abuse.',
          ],
        },
        'Photos you upload have their location (EXIF) data removed before they are stored.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it and our lawful basis',
      body: [
        {
          list: [
            'To run your account and the marketplace — performance of our contract with you.',
            'To keep records of sales for HMRC and to handle disputes — legal obligation and legitimate interests.',
            'To prevent fraud, counterfeit goods and unsafe products — legitimate interests and legal obligation.',
            'To send service emails (verification links, password resets, order updates) — performance of contract. We send marketing only if you opt in.',
          ],
        },
        'SpareBot, our photo assistant, reads the photos you give it to suggest titles, specifications and prices. Its suggestions are only suggestions: you decide what is published.',
        'By default SpareBot reads photos on our own servers and sends them nowhere. Where the SpareStock service you use is set up with an outside AI service for photo recognition, that service is named below, and only the photos you ask SpareBot to read are sent to it.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      body: [
        'When you buy or sell, the other party sees what they need to complete the deal: your name or business name, and delivery or collection details. We also use carefully chosen processors — hosting, email delivery, payment providers and, where this service is set up with one, an AI photo-recognition service (see above) — under written contracts. We share data with the police, HMRC or Trading Standards only where the law requires it.',
        'Your data is stored in the UK. If a processor handles it outside the UK, we use the safeguards the UK GDPR requires, such as the International Data Transfer Agreement.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      body: [
        {
          list: [
            'Transaction and dispute records: 6–7 years after the sale, for tax and limitation periods.',
            'Account and listing data: while your account is open. When you delete your account (Profile → Your data) it is erased at once: your details, listings, photos, wanted items and the messages you wrote. Conversations keep the other person’s messages, with you shown as “Deleted user”. Copies in our backups are overwritten within 35 days.',
            'Email verification links expire after 24 hours; password reset links after 1 hour.',
            'Security logs: up to 12 months.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: [
        'You can ask to see, correct, delete or export your data, to restrict or object to how we use it, and to withdraw consent you have given. Some records, such as sales records we must keep by law, cannot be deleted early. You can update most details yourself on your profile page once signed in.',
        'If you are unhappy with how we handle your data, please tell us first. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK regulator, at ico.org.uk or on 0303 123 1113.',
      ],
    },
    {
      id: 'children',
      heading: 'Age',
      body: [
        'SpareStock is a trade marketplace for adults. You must be at least 18 years old to register, and we delete accounts we learn belong to anyone younger.',
      ],
    },
    {
      id: 'security-and-changes',
      heading: 'Security and changes',
      body: [
        'Connections are encrypted, passwords are hashed, and staff access is limited to what their job needs. If a personal data breach is likely to put your rights and freedoms at risk, we will tell the ICO within 72 hours of learning of it, and tell you without undue delay when the risk to you is high.',
        'This policy is effective from 1 January 2025 and is governed by the law of England and Wales. We will email you before any change that affects your rights. Read how we use browser storage in our [Cookie Policy](/legal/cookie-policy).',
      ],
    },
  ],
  actions: [
    { kind: 'email', label: 'Make a data request', subject: 'Data protection request' },
    { kind: 'link', label: 'Update your profile', href: '/profile', signedOut: { label: 'Log in to update your profile', href: '/auth' } },
  ],
};
