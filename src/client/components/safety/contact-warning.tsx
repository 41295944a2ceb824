import { TriangleAlert } from 'lucide-react';
import { findContactDetails } from '../../../shared/contact-details.ts';

export const CONTACT_WARNING =
  'Keep the deal on SpareStock: phone numbers, email addresses and links in messages are how most scams start.';

/**
 * The warning under a message that holds a phone number, email address or link: shown while the
 * user types (`text`), and on a sent message the server flagged (`always`).
 */
export function ContactWarning({ text, always = false, live = false }: { text?: string; always?: boolean; live?: boolean }) {
  if (!always && findContactDetails(text ?? '').length === 0) return null;
  return (
    <p role={live ? 'status' : undefined} className="flex items-start gap-1.5 text-xs text-warning">
      <TriangleAlert className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
      {CONTACT_WARNING}
    </p>
  );
}
