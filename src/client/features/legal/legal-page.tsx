import { useEffect } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { PRODUCT_NAME } from '../../../shared/constants/product.ts';
import type { LegalSlug } from '../../app/route-rules.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LEGAL_TITLES } from './legal-titles.ts';

/** Frame of the policy pages; their text arrives in its own issue. */
export function LegalPage({ slug }: { slug: LegalSlug }) {
  const title = LEGAL_TITLES[slug];
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <Link href="/" className={buttonClasses('ghost', 'sm', '-ml-3')}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Home
      </Link>
      <article className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-fg-muted">Effective from 1 January 2025 · Governed by the law of England and Wales</p>
        <p className="mt-6 text-base text-fg">
          The full text of this policy is being prepared. For questions in the meantime, contact {PRODUCT_NAME} support.
        </p>
      </article>
    </main>
  );
}
