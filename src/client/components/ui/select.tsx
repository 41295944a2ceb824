import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn.ts';

// FIELD_CLASSES minus its read-only look: a <select> always matches :read-only in Chromium.
const SELECT_CLASSES =
  'block h-11 w-full cursor-pointer appearance-none rounded-md border border-border-strong bg-surface pr-10 pl-3 text-base text-fg ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-invalid:border-danger ' +
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70 md:h-10';

/** A native select: the phone's own picker, which is easier with gloves than a custom list. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(SELECT_CLASSES, className)} {...props}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-fg-muted" aria-hidden />
    </div>
  );
}
