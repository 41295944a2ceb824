import { Fragment } from 'react';
import { Link } from 'wouter';

const INLINE_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const LINK_CLASS = 'font-medium text-accent underline underline-offset-2 hover:text-accent-hover';

/** Plain text with [label](href) links: in-app paths use the router, anything else is a normal anchor. */
export function LegalRichText({ text }: { text: string }) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    const [whole, label, href] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      href!.startsWith('/') ? (
        <Link key={match.index} href={href!} className={LINK_CLASS}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href} className={LINK_CLASS}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((part, i) => (typeof part === 'string' ? <Fragment key={`t${i}`}>{part}</Fragment> : part))}</>;
}
