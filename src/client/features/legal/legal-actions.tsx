import { Link } from 'wouter';
import { ArrowRight, Mail } from 'lucide-react';
import { useAuth } from '../../lib/auth-context.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import type { LegalAction } from './legal-types.ts';
import { buildMailto, useSupportEmail } from './use-support-email.ts';

/** The page's calls to action: an email to support with a subject, or the screen that does the job. */
export function LegalActions({ actions }: { actions: readonly LegalAction[] }) {
  const supportEmail = useSupportEmail();
  const { user } = useAuth();
  if (actions.length === 0) return null;

  return (
    <section aria-labelledby="legal-contact" className="mt-10 rounded-lg border border-border bg-surface p-5">
      <h2 id="legal-contact" className="text-lg font-semibold">
        Need help?
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Our support team is at{' '}
        <a href={`mailto:${supportEmail}`} className="font-medium text-fg underline underline-offset-2">
          {supportEmail}
        </a>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {actions.map((action, index) => {
          const variant = index === 0 ? 'primary' : 'secondary';
          if (action.kind === 'email') {
            return (
              <a key={action.label} href={buildMailto(supportEmail, action.subject)} className={buttonClasses(variant)}>
                <Mail className="h-4 w-4" aria-hidden />
                {action.label}
              </a>
            );
          }
          const target = !user && action.signedOut ? action.signedOut : action;
          return (
            <Link key={action.label} href={target.href} className={buttonClasses(variant)}>
              {target.label}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          );
        })}
      </div>
    </section>
  );
}
