import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { formatCount } from '../../../shared/money.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The URL of another page (links, so each page can be opened, shared and walked back to). */
  hrefFor: (page: number) => string;
}

const DISABLED = 'pointer-events-none opacity-50';

export function Pagination({ page, pageSize, total, hrefFor }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  const previous = Math.min(page - 1, pages);
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 border-t border-border pt-4">
      <Link
        href={hrefFor(Math.max(1, previous))}
        aria-disabled={page <= 1}
        tabIndex={page <= 1 ? -1 : undefined}
        className={cn(buttonClasses('secondary', 'sm'), page <= 1 && DISABLED)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />
        Previous
      </Link>
      <p className="text-sm text-fg-muted tabular-nums">
        Page {formatCount(page)} of {formatCount(pages)}
      </p>
      <Link
        href={hrefFor(page + 1)}
        aria-disabled={page >= pages}
        tabIndex={page >= pages ? -1 : undefined}
        className={cn(buttonClasses('secondary', 'sm'), page >= pages && DISABLED)}
      >
        Next
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Link>
    </nav>
  );
}
