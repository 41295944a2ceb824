import type { LegalBlock, LegalDocument } from './legal-types.ts';
import { LegalRichText } from './legal-rich-text.tsx';
import { LegalActions } from './legal-actions.tsx';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p className="mt-3 leading-7">
        <LegalRichText text={block} />
      </p>
    );
  }
  return (
    <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 marker:text-fg-muted">
      {block.list.map((item) => (
        <li key={item}>
          <LegalRichText text={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The body of one policy: summary, key figures, contents, sections, and what to do next. `extra`
 * adds paragraphs that depend on this installation (by section id) after a section's own.
 */
export function LegalDocumentView({ doc, extra = {} }: { doc: LegalDocument; extra?: Readonly<Record<string, readonly string[]>> }) {
  return (
    <>
      <p className="mt-4 text-lg leading-8 text-fg">{doc.summary}</p>

      <section aria-labelledby="at-a-glance" className="mt-6 rounded-lg border border-border bg-info-surface p-5">
        <h2 id="at-a-glance" className="text-base font-semibold">
          At a glance
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6 leading-7">
          {doc.atAGlance.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </section>

      <nav aria-label="On this page" className="mt-6">
        <h2 className="text-sm font-semibold tracking-wide text-fg-muted uppercase">On this page</h2>
        <ol className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center text-sm text-accent underline-offset-2 hover:underline md:min-h-8"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {doc.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-8 scroll-mt-20">
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight">
            {section.heading}
          </h2>
          {[...section.body, ...(extra[section.id] ?? [])].map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}

      <LegalActions actions={doc.actions} />
    </>
  );
}
