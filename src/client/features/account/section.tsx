import type { ReactNode } from 'react';

/** A titled block of an account page. */
export function Section({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-border bg-surface p-4 sm:p-6">
      <div className="space-y-1">
        <h2 id={id} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
