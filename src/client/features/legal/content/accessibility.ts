import type { LegalDocument } from '../legal-types.ts';

export const ACCESSIBILITY: LegalDocument = {
  slug: 'accessibility',
  summary:
    'We want everyone to be able to use SpareStock — on site on a phone, in the office on a desktop, with a keyboard, a screen reader or magnification.',
  atAGlance: [
    'Our target is WCAG 2.2 level AA.',
    'Accessibility concerns are resolved within 10 working days.',
    'Every page is checked with automated tests before release, and tested by keyboard.',
    'Effective from 1 January 2025.',
  ],
  sections: [
    {
      id: 'what-you-can-do',
      heading: 'What you should be able to do',
      body: [
        {
          list: [
            'Use every screen with a keyboard alone, with a visible focus indicator.',
            'Zoom text to 200% and use the site at 320 px wide without scrolling sideways.',
            'Use a screen reader: controls have labels, images of stock have text alternatives, and messages are announced.',
            'Use the site in light or dark mode, with reduced motion if your device asks for it.',
            'Install SpareStock as an app and open it when the connection drops on site.',
          ],
        },
      ],
    },
    {
      id: 'how-we-test',
      heading: 'How we test',
      body: [
        'We test against the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every release is checked with automated accessibility tests on every page and with keyboard-only walk-throughs of the main tasks. Colours meet AA contrast ratios in both themes.',
      ],
    },
    {
      id: 'known-issues',
      heading: 'Known limitations',
      body: [
        {
          list: [
            'Suggestions from SpareBot, our photo assistant, depend on photo quality; you can always enter or correct details by hand.',
            'Some photos uploaded by sellers may not have detailed descriptions. We ask sellers to describe items fully in text.',
            'Excel exports are generated files; screen reader support depends on your spreadsheet software.',
          ],
        },
      ],
    },
    {
      id: 'feedback',
      heading: 'Tell us about a problem',
      body: [
        'If something is hard to use, or you need information in a different format, email us and describe the page and what happened. We will acknowledge your message within 2 working days and resolve accessibility concerns within 10 working days. If a fix takes longer, we will tell you why and offer another way to complete your task.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'If you are not happy with our response',
      body: [
        'We aim to meet our duties under the Equality Act 2010. If you are not satisfied with how we handle your complaint, you can contact the Equality Advisory and Support Service (EASS). This statement is effective from 1 January 2025 and governed by the law of England and Wales.',
      ],
    },
  ],
  actions: [{ kind: 'email', label: 'Report an accessibility problem', subject: 'Accessibility concern' }],
};
