import { cn } from '../ui/cn.ts';

/** DESIGN.md's fixed scale from good to poor; the word is always shown, never colour alone. */
const CONDITION_TONES: Record<string, string> = {
  New: 'border-green-300 bg-green-100 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  'Like New': 'border-teal-300 bg-teal-100 text-teal-900 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-200',
  'Very Good': 'border-blue-300 bg-blue-100 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
  Good: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  Fair: 'border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
  Poor: 'border-red-300 bg-red-100 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
};

const FALLBACK_TONE = CONDITION_TONES['Good'];

export function ConditionBadge({ condition, className }: { condition: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        CONDITION_TONES[condition] ?? FALLBACK_TONE,
        className,
      )}
    >
      <span className="sr-only">Condition: </span>
      {condition}
    </span>
  );
}
