import type { LegalSlug } from '../../../shared/constants/legal-pages.ts';

/**
 * A paragraph may hold inline links written as [label](href): /paths stay in the app,
 * mailto: opens the visitor's mail client. Nothing else is interpreted.
 */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** Anchor id, unique within the page. */
  id: string;
  heading: string;
  body: readonly LegalBlock[];
}

/** A call to action: an email to support with a fixed subject, or another screen of the app. */
export type LegalAction =
  | { kind: 'email'; label: string; subject: string }
  | {
      kind: 'link';
      label: string;
      href: string;
      /** Where a signed-out visitor goes instead, for screens that need an account. */
      signedOut?: { label: string; href: string };
    };

export interface LegalDocument {
  slug: LegalSlug;
  /** One or two sentences under the title: what this page is for. */
  summary: string;
  /** The numbers a reader most needs, shown first. */
  atAGlance: readonly string[];
  sections: readonly LegalSection[];
  actions: readonly LegalAction[];
}

export const EFFECTIVE_DATE_TEXT = '1 January 2025';
export const GOVERNING_LAW_TEXT = 'the law of England and Wales';
