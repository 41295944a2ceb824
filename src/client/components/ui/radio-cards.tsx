import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { useId, type ReactNode, type Ref } from 'react';
import { cn } from './cn.ts';

export interface RadioCardOption<V extends string> {
  value: V;
  label: string;
  description?: string;
  icon?: ReactNode;
}

interface RadioCardsProps<V extends string> {
  options: Array<RadioCardOption<V>>;
  value: V;
  onValueChange: (value: V) => void;
  ariaLabelledBy?: string;
  firstItemRef?: Ref<HTMLButtonElement>;
}

/** A radio group drawn as large cards: easy to hit with a thumb (or a glove). */
export function RadioCards<V extends string>({ options, value, onValueChange, ariaLabelledBy, firstItemRef }: RadioCardsProps<V>) {
  const baseId = useId();
  return (
    <RadioGroupPrimitive.Root
      value={value}
      onValueChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onValueChange(option.value);
      }}
      aria-labelledby={ariaLabelledBy}
      className="grid gap-3 sm:grid-cols-2"
    >
      {options.map((option, index) => {
        const id = `${baseId}-${option.value}`;
        return (
          <label
            key={option.value}
            htmlFor={id}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 transition-colors',
              value === option.value ? 'border-accent bg-info-surface' : 'border-border-strong bg-surface hover:bg-surface-muted',
            )}
          >
            <RadioGroupPrimitive.Item
              id={id}
              value={option.value}
              ref={index === 0 ? firstItemRef : undefined}
              className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-border-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:border-accent"
            >
              <RadioGroupPrimitive.Indicator className="h-2.5 w-2.5 rounded-full bg-accent" />
            </RadioGroupPrimitive.Item>
            <span className="grid gap-0.5">
              <span className="flex items-center gap-2 text-sm font-medium text-fg">
                {option.icon}
                {option.label}
              </span>
              {option.description ? <span className="text-xs text-fg-muted">{option.description}</span> : null}
            </span>
          </label>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}
