import { Boxes } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../shared/constants/product.ts';

/** `compact`: hide the name on screens narrower than 400 px (the mark and its accessible name stay), where a header has more to fit. */
export function Logo({ compact = false }: { compact?: boolean } = {}) {
  return (
    <Link
      href="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-md text-base font-bold tracking-tight text-fg focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={`${PRODUCT_NAME} home`}
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-md bg-slate-800 text-white dark:bg-slate-700" aria-hidden>
        <Boxes className="h-5 w-5" />
      </span>
      <span className={compact ? 'max-[399px]:hidden' : undefined}>{PRODUCT_NAME}</span>
    </Link>
  );
}
