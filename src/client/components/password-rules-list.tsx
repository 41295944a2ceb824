import { CircleX } from 'lucide-react';
import { listUnmetPasswordRules } from '../../shared/password-rules.ts';

/** 'Password must include:' with the rules still unmet, once the user has typed something. */
export function PasswordRulesList({ password, id }: { password: string; id: string }) {
  const unmet = listUnmetPasswordRules(password);
  if (!password || unmet.length === 0) return null;
  return (
    <div id={id} className="rounded-md border border-border bg-surface-muted p-3 text-sm" aria-live="polite">
      <p className="font-medium text-fg">Password must include:</p>
      <ul className="mt-1 space-y-1">
        {unmet.map((rule) => (
          <li key={rule.id} className="flex items-center gap-2 text-fg-muted">
            <CircleX className="h-4 w-4 shrink-0 text-danger" aria-hidden />
            {rule.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
