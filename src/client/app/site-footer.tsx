import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../shared/constants/product.ts';

const FOOTER_GROUPS = [
  {
    heading: 'Buying & selling',
    links: [
      { href: '/legal/terms-conditions', label: 'Terms & Conditions' },
      { href: '/legal/seller-terms', label: 'Seller Terms' },
      { href: '/legal/returns-refunds', label: 'Returns & Refunds' },
      { href: '/legal/dispute-resolution', label: 'Dispute Resolution' },
      { href: '/legal/feedback-policy', label: 'Feedback Policy' },
    ],
  },
  {
    heading: 'Safety & rights',
    links: [
      { href: '/legal/product-safety', label: 'Product Safety' },
      { href: '/legal/ip-policy', label: 'Intellectual Property' },
      { href: '/legal/notice-takedown', label: 'Notice and Takedown' },
    ],
  },
  {
    heading: 'Your data & access',
    links: [
      { href: '/legal/privacy-policy', label: 'Privacy Policy' },
      { href: '/legal/cookie-policy', label: 'Cookie Policy' },
      { href: '/legal/accessibility', label: 'Accessibility' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-fg-muted">
        <nav aria-label="Legal" className="grid gap-6 sm:grid-cols-3">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.heading}>
              <h2 className="text-xs font-semibold tracking-wide text-fg uppercase">{group.heading}</h2>
              <ul className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-1 md:gap-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    {/* Its own colour, not the inherited one: twice in CI, links that inherited it kept the light
                        scheme's after a switch to the dark one (Chromium), while every element with its own held. */}
                    <Link
                      href={link.href}
                      className="inline-flex min-h-11 items-center text-fg-muted hover:text-fg hover:underline md:min-h-6"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="mt-6 border-t border-border pt-4 text-xs">
          © {new Date().getFullYear()} {PRODUCT_NAME} · The marketplace for surplus M&amp;E stock between UK contractors
        </p>
      </div>
    </footer>
  );
}
