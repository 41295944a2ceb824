import type { LegalDocument } from '../legal-types.ts';

export const FEEDBACK_POLICY: LegalDocument = {
  slug: 'feedback-policy',
  summary:
    'How feedback after an order is collected and shown on SpareStock, when it can be removed, and how to appeal. We follow the UK rules on consumer reviews in the Digital Markets, Competition and Consumers Act 2024.',
  atAGlance: [
    'Only the buyer and the seller of a real order can leave feedback: once each, within 60 days of receipt.',
    'Negative feedback is never hidden or pushed down: every piece is shown, newest first.',
    'Nobody is offered anything in return for positive feedback.',
    'Feedback is removed only by our moderators, and only for abuse, personal data or proven fakes.',
  ],
  sections: [
    {
      id: 'how-collected',
      heading: 'How feedback is collected',
      body: [
        'Once an order has been received (confirmed by the buyer, or automatically 7 days after dispatch or ready-to-collect), the buyer and the seller may each leave one piece of feedback about the other: positive, neutral or negative, with a comment of up to 500 characters. Feedback can be left for 60 days after receipt and is final 7 days after it is left.',
        'Feedback can only come from an order placed on SpareStock, so every review belongs to a real transaction. The person it is about is emailed and may post one public reply.',
        'While a dispute about the order is open, or a cooling-off return is on its way back, feedback is kept but not shown. It appears, with its original date, as soon as the dispute or the return is closed.',
      ],
    },
    {
      id: 'how-shown',
      heading: 'How feedback is shown',
      body: [
        'A seller’s page lists all their feedback, newest first, with positive, neutral and negative feedback treated the same. Feedback about someone as a buyer is shown apart from feedback about them as a seller.',
        'The summary beside a seller’s name (for example “98% positive (123)”) counts what buyers left in the last 12 months: the share of positive among positive and negative feedback, and how many pieces in all.',
        'Feedback never affects the order of search results, and we never hide, shorten or rank down negative feedback.',
        'If an account is deleted, feedback that person left stays, shown as by “Deleted user”.',
      ],
    },
    {
      id: 'incentives',
      heading: 'No incentives, no fake reviews',
      body: [
        'SpareStock never offers money, discounts, credits or anything else in exchange for feedback, and sellers and buyers must not either. Asking for positive feedback in return for a refund, a better price or anything else, writing feedback about yourself, or arranging orders to create feedback is not allowed.',
        'Report any of this to us: accounts that do it may be suspended and the feedback removed.',
      ],
    },
    {
      id: 'removal',
      heading: 'When feedback is removed',
      body: [
        'Feedback is removed only by our moderators, never automatically and never because it is negative, and only when it:',
        {
          list: [
            'is abusive, threatening, discriminatory or obscene;',
            'contains personal data such as a phone number, email or home address;',
            'is proven to be fake: not about a genuine experience of the order, or bought or arranged.',
          ],
        },
        'Anyone signed in can report feedback with the Report button beside it on a seller’s page, and the person it is about can also report it from the order. You can’t report feedback you left yourself, but you can change it until it is final.',
        'A report does not hide feedback: it stays on show while a moderator reviews it. When we remove feedback, it no longer shows or counts in the summary, and we email both the author and the person it is about to say why.',
      ],
    },
    {
      id: 'appeal',
      heading: 'How to appeal',
      body: [
        'If you think feedback should have been removed, or was removed wrongly, email us within 30 days with the order number and your reasons. A moderator who did not take the first decision reviews it and replies within 7 business days. If an appeal succeeds, removed feedback is put back with its original date.',
      ],
    },
  ],
  actions: [{ kind: 'email', label: 'Report or appeal feedback', subject: 'Feedback report or appeal' }],
};
