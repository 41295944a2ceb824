import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}

/** A Radix checkbox with its label: the whole row is a ≥ 44 px target. */
export function CheckboxField({ label, checked, onCheckedChange, className }: CheckboxFieldProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn('flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-fg hover:bg-surface-muted', className)}
    >
      <CheckboxPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        className="flex h-5 w-5 shrink-0 items-center justify-center rounded border-2 border-border-strong bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=checked]:text-accent-fg"
      >
        <CheckboxPrimitive.Indicator>
          <Check className="h-3.5 w-3.5" strokeWidth={3} aria-hidden />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      {label}
    </label>
  );
}
