import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export const FIELD_CLASSES =
  'block w-full rounded-md border border-border-strong bg-surface px-3 text-base text-fg placeholder:text-fg-muted/80 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70 ' +
  'aria-invalid:border-danger read-only:cursor-default read-only:border-border read-only:bg-bg read-only:text-fg-muted';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(FIELD_CLASSES, 'h-11 md:h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(FIELD_CLASSES, 'min-h-24 py-2', className)} {...props} />;
}
