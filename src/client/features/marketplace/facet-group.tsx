import { useId } from 'react';
import { Link } from 'wouter';
import { formatCount } from '../../../shared/money.ts';
import { cn } from '../../components/ui/cn.ts';

export interface FacetOption {
  value: string;
  label: string;
  /** Results with this choice and every other filter; null when not counted. */
  count: number | null;
}

interface FacetGroupProps {
  title: string;
  options: readonly FacetOption[];
  /** The chosen value ('' = any). */
  selected: string;
  anyLabel: string;
  /** The URL with this value chosen ('' clears it). */
  hrefFor: (value: string) => string;
}

const OPTION =
  'flex min-h-11 items-center justify-between gap-2 rounded-md px-2 text-sm hover:bg-surface-muted md:min-h-8 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring';

/**
 * One filter as a list of links with live counts: each choice is a URL, so it can be opened in a
 * new tab, shared, and undone with the back button. The chosen one is marked for screen readers.
 */
export function FacetGroup({ title, options, selected, anyLabel, hrefFor }: FacetGroupProps) {
  const headingId = useId();
  if (options.length === 0 && !selected) return null;
  const shown =
    selected && !options.some((o) => o.value === selected) ? [{ value: selected, label: selected, count: 0 }, ...options] : options;
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h3 id={headingId} className="mb-1 text-sm font-semibold text-fg">
        {title}
      </h3>
      <ul className="grid gap-0.5">
        <li>
          <Link
            href={hrefFor('')}
            aria-current={selected === '' ? 'true' : undefined}
            className={cn(OPTION, selected === '' && 'font-semibold text-fg')}
          >
            {anyLabel}
          </Link>
        </li>
        {shown.map((option) => {
          const active = option.value === selected;
          return (
            <li key={option.value}>
              <Link
                href={hrefFor(option.value)}
                aria-current={active ? 'true' : undefined}
                className={cn(OPTION, active ? 'bg-surface-muted font-semibold text-fg' : 'text-fg-muted')}
              >
                <span className="truncate">{option.label}</span>
                {option.count !== null ? <span className="text-xs tabular-nums">{formatCount(option.count)}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
