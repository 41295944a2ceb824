import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A native label: Radix's adds only a guard against selecting the text on a double click, ~0.5 KiB of first load. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-fg', className)} {...props} />;
}
