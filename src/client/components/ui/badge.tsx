import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-border bg-surface-muted text-fg',
  success: 'border-success/40 bg-success-surface text-success',
  warning: 'border-warning/40 bg-warning-surface text-warning',
  danger: 'border-danger/40 bg-danger-surface text-danger',
};

export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium', TONES[tone], className)}
      {...props}
    />
  );
}
