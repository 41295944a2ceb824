import { useId, type ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

/** A titled box of the order page; its heading names the region for screen readers. */
export function OrderSection({
  title,
  children,
  className,
  action,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('space-y-3 rounded-lg border border-border bg-surface p-4', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-fg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
