import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from './cn.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<AlertTone, { box: string; icon: typeof Info }> = {
  info: { box: 'border-border bg-info-surface', icon: Info },
  success: { box: 'border-success/40 bg-success-surface', icon: CircleCheck },
  warning: { box: 'border-warning/40 bg-warning-surface', icon: TriangleAlert },
  danger: { box: 'border-danger/40 bg-danger-surface', icon: CircleAlert },
};

const ICON_COLOURS: Record<AlertTone, string> = {
  info: 'text-accent',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
};

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** 'alert' interrupts screen readers; use it for problems only. */
  role?: 'alert' | 'status';
}

export function Alert({ tone = 'info', title, children, className, role = 'status' }: AlertProps) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-md border p-4 text-sm text-fg', box, className)}>
      <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', ICON_COLOURS[tone])} aria-hidden />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-fg">{children}</div> : null}
      </div>
    </div>
  );
}
