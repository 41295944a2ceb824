import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../shared/constants/product.ts';

const FOOTER_LINKS = [
  { href: '/legal/privacy-policy', label: 'Privacy Policy' },
  { href: '/legal/terms-conditions', label: 'Terms & Conditions' },
  { href: '/legal/cookie-policy', label: 'Cookie Policy' },
  { href: '/legal/accessibility', label: 'Accessibility' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-xs text-fg-muted sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-4">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-flex min-h-11 items-center hover:text-fg hover:underline md:min-h-0">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
