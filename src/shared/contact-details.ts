/**
 * Contact details typed into a marketplace message: UK phone numbers, email addresses and links.
 * Pure and dependency-free, so the client can warn while the user types and the server can flag
 * what it stores with the same rule. It errs towards ratings, prices, dates and part numbers
 * being left alone (`230/400 V`, `£1,250.00`, `12/03/2024`, `100-C09D10`): a missed number costs
 * a warning, a false one teaches people to ignore it.
 */
export type ContactDetailKind = 'phone' | 'email' | 'link';

const KINDS: readonly ContactDetailKind[] = ['phone', 'email', 'link'];

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
/** `dave (at) example (dot) com`, `dave [at] example.com`, `dave at gmail dot com`. */
const SPELLED_EMAIL =
  /[a-z0-9._%+-]+\s*(?:\(at\)|\[at\]|\sat\s)\s*[a-z0-9-]+\s*(?:\.|\(dot\)|\[dot\]|\sdot\s)\s*(?:com|co\.uk|co\s+uk|net|org|uk|me)\b/gi;

const TLDS = 'co\\.uk|org\\.uk|ltd\\.uk|me\\.uk|com|net|org|uk|io|info|biz|me|eu|shop|store|online|site|app';
/** A scheme, `www.`, or a bare domain with a common ending (a label must hold a letter). */
const LINK = new RegExp(
  `(?:\\bhttps?://\\S+|\\bwww\\.\\S+|(?<![\\w.@-])(?:[a-z0-9-]*[a-z][a-z0-9-]*\\.)+(?:${TLDS})(?![\\w-]|\\.[a-z]))`,
  'gi',
);

/** +44 7123 456789, +44 (0)121 496 0000, 0044 7123 456789. */
const INTERNATIONAL_PHONE = /(?<![\w+])(?:\+|\b00)\s?44\s?(?:\(0\)\s?)?\d(?:[ -]?\d){8,11}/g;
/** 07123 456789, 07123456789, 0121-496-0000, (020) 7946 0000, 0800 123 4567. */
const NATIONAL_PHONE = /(?<![\w+£$€.,/-])\(?0\d{2,4}\)?(?:[ -]?\d){6,10}/g;

/** A UK number once reduced to its digits with the leading 0: 10 or 11 digits, mobiles 11. */
function isUkNumber(digits: string): boolean {
  if (!/^0[1-9]\d{8,9}$/.test(digits)) return false;
  return !digits.startsWith('07') || digits.length === 11;
}

/**
 * A match may run on into a following number ("0121 496 0000 2 units"): try it whole, then cut
 * back a group at a time.
 */
function containsUkNumber(match: string, international: boolean): boolean {
  const groups = match.split(/(?<=\d)[ -]+(?=\d)/);
  for (let n = groups.length; n >= 1; n--) {
    let digits = groups.slice(0, n).join('').replace(/\D/g, '');
    if (international) digits = `0${digits.replace(/^(?:00)?44/, '').replace(/^0/, '')}`;
    if (isUkNumber(digits)) return true;
  }
  return false;
}

function hasPhone(text: string): boolean {
  for (const match of text.matchAll(INTERNATIONAL_PHONE)) if (containsUkNumber(match[0], true)) return true;
  for (const match of text.matchAll(NATIONAL_PHONE)) if (containsUkNumber(match[0], false)) return true;
  return false;
}

/** The kinds of contact details in `text`, each once, in the order phone, email, link. */
export function findContactDetails(text: string): ContactDetailKind[] {
  const found = new Set<ContactDetailKind>();
  // Emails first and cut out, so an address's domain is not also read as a link.
  let rest = text.replace(EMAIL, () => {
    found.add('email');
    return ' ';
  });
  rest = rest.replace(SPELLED_EMAIL, () => {
    found.add('email');
    return ' ';
  });
  rest = rest.replace(LINK, () => {
    found.add('link');
    return ' ';
  });
  if (hasPhone(rest)) found.add('phone');
  return KINDS.filter((kind) => found.has(kind));
}

/** True when `text` holds a phone number, an email address or a link. */
export function hasContactDetails(text: string): boolean {
  return findContactDetails(text).length > 0;
}
