import { Pencil, Trash2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { cn } from '../../components/ui/cn.ts';

const ICON_BUTTON =
  'flex h-11 w-11 items-center justify-center rounded-md border border-border bg-surface/95 shadow-sm ' +
  'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:h-9 md:w-9';

interface CardActionsProps {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}

function stop(handler: () => void) {
  return (event: MouseEvent) => {
    // The card itself toggles selection on click; its buttons must not.
    event.stopPropagation();
    handler();
  };
}

/** Edit and delete icons: shown on hover or keyboard focus where there is a mouse, always on touch. */
export function CardActions({ title, onEdit, onDelete, className }: CardActionsProps) {
  return (
    <div
      className={cn(
        'flex gap-2 transition-opacity',
        '[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100',
        className,
      )}
    >
      <button type="button" aria-label={`Edit ${title}`} onClick={stop(onEdit)} className={cn(ICON_BUTTON, 'text-fg')}>
        <Pencil className="h-4 w-4" aria-hidden />
      </button>
      <button type="button" aria-label={`Delete ${title}`} onClick={stop(onDelete)} className={cn(ICON_BUTTON, 'text-danger')}>
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}

interface SelectCheckboxProps {
  title: string;
  checked: boolean;
  onToggle: () => void;
  className?: string;
}

/** The keyboard path to selection: a real checkbox with a 44 px hit area. */
export function SelectCheckbox({ title, checked, onToggle, className }: SelectCheckboxProps) {
  return (
    <label
      className={cn('flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center', className)}
      onClick={(event) => event.stopPropagation()}
    >
      <span className="flex h-7 w-7 items-center justify-center rounded-md bg-surface/90 shadow-sm">
        <input
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          aria-label={`Select ${title}`}
          className="h-5 w-5 cursor-pointer accent-accent"
        />
      </span>
    </label>
  );
}
