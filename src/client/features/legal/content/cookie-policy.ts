import type { LegalDocument } from '../legal-types.ts';

export const COOKIE_POLICY: LegalDocument = {
  slug: 'cookie-policy',
  summary:
    'SpareStock uses only the browser storage it needs to work. We do not use advertising or cross-site tracking cookies, so there is nothing to opt out of.',
  atAGlance: [
    'Strictly necessary storage only: no advertising, no tracking pixels.',
    'Your sign-in is kept in your browser’s local storage until you log out.',
    'The installed app stores its own files so it can open without a connection; it never stores your inventory or account data offline.',
    'Effective from 1 January 2025.',
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'Cookies and similar technologies',
      body: [
        'Cookies are small files a website saves in your browser. Local storage, session storage and the service-worker cache do a similar job. The Privacy and Electronic Communications Regulations (PECR) let a site use these without asking when they are strictly necessary for a service you requested. Everything SpareStock uses falls into that group.',
      ],
    },
    {
      id: 'what-we-use',
      heading: 'What we store',
      body: [
        {
          list: [
            'sparestock_token (local storage): keeps you signed in. Removed when you log out or when the session expires after 30 days.',
            'sparestock_init_done (session storage): remembers that the app has started in this tab. Cleared when you close the tab.',
            'App files (cache storage): the installable app keeps its own code, styles and icons so it opens quickly and works offline. No personal data is cached.',
            'Routine security cookies set by our hosting provider to protect against attacks, where used.',
          ],
        },
      ],
    },
    {
      id: 'what-we-do-not-use',
      heading: 'What we do not use',
      body: [
        'No advertising cookies, no social-media trackers, no third-party analytics that follow you across sites. If we ever want optional analytics, we will ask first with a clear Accept and Reject choice, and nothing optional will load before you decide.',
      ],
    },
    {
      id: 'control',
      heading: 'How to control storage',
      body: [
        'Logging out removes your sign-in token. You can also clear site data in your browser settings; you will then need to sign in again. Uninstalling the app removes its cached files. Blocking all storage for SpareStock will stop sign-in from working.',
      ],
    },
    {
      id: 'more',
      heading: 'More information',
      body: [
        'How we use personal data is explained in our [Privacy Policy](/legal/privacy-policy). This policy is effective from 1 January 2025 and governed by the law of England and Wales.',
      ],
    },
  ],
  actions: [{ kind: 'email', label: 'Ask about cookies', subject: 'Cookie Policy question' }],
};
