import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A grey placeholder block; the pulse stops under prefers-reduced-motion (index.css). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-border/60', className)} {...props} />;
}
