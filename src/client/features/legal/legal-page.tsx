import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { LegalSlug } from '../../../shared/constants/legal-pages.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LEGAL_TITLES } from './legal-titles.ts';
import { EFFECTIVE_DATE_TEXT, GOVERNING_LAW_TEXT, type LegalDocument } from './legal-types.ts';
import { loadLegalDocument } from './load-legal-document.ts';
import { LegalDocumentView } from './legal-document-view.tsx';
import { useQuery } from '@tanstack/react-query';
import { PrivacyProcessorsSchema } from '../../../shared/schemas/privacy.ts';
import { apiJson } from '../../lib/api.ts';
import { AI_PROCESSOR_SECTION, describeAiProcessor } from './ai-processor-text.ts';

type LoadState = { slug: LegalSlug; doc: LegalDocument } | { slug: LegalSlug; failed: true } | null;

function useLegalDocument(slug: LegalSlug) {
  const [state, setState] = useState<LoadState>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadLegalDocument(slug).then(
      (doc) => live && setState({ slug, doc }),
      () => live && setState({ slug, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [slug, attempt]);
  const current = state?.slug === slug ? state : null;
  return { current, retry: () => setAttempt((n) => n + 1) };
}

function ContentSkeleton() {
  return (
    <div aria-hidden className="mt-6 animate-pulse space-y-3">
      <div className="h-5 w-11/12 rounded bg-surface-muted" />
      <div className="h-5 w-4/5 rounded bg-surface-muted" />
      <div className="mt-6 h-28 rounded-lg bg-surface-muted" />
    </div>
  );
}

/** The privacy policy names this installation's AI processor (or says SpareBot sends nothing anywhere). */
function useInstallationText(slug: LegalSlug): Record<string, string[]> {
  const processors = useQuery({
    queryKey: ['privacy-processors'],
    queryFn: () => apiJson('GET', '/api/privacy/processors', PrivacyProcessorsSchema),
    enabled: slug === 'privacy-policy',
    staleTime: Infinity,
  });
  if (slug !== 'privacy-policy' || !processors.data) return {};
  return { [AI_PROCESSOR_SECTION]: [describeAiProcessor(processors.data.aiProcessor)] };
}

/** One component for every policy page; each policy's text is typed data in ./content. */
export function LegalPage({ slug }: { slug: LegalSlug }) {
  const title = LEGAL_TITLES[slug];
  const { current, retry } = useLegalDocument(slug);
  const extra = useInstallationText(slug);

  useDocumentTitle(title);

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <Link href="/" className={buttonClasses('ghost', 'sm', '-ml-3')}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Home
      </Link>
      <article className="mt-4" aria-busy={current === null}>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-fg-muted">
          Effective from {EFFECTIVE_DATE_TEXT} · Governed by {GOVERNING_LAW_TEXT}
        </p>
        {current === null ? <ContentSkeleton /> : null}
        {current && 'doc' in current ? <LegalDocumentView doc={current.doc} extra={extra} /> : null}
        {current && 'failed' in current ? (
          <div role="alert" className="mt-6 rounded-lg border border-border bg-warning-surface p-4">
            <p>This page could not be loaded. Check your connection and try again.</p>
            <Button variant="secondary" className="mt-3" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : null}
      </article>
    </main>
  );
}
