import { cn } from './cn.ts';

/** A row of buttons of which one is pressed (aria-pressed), e.g. which part of a queue to show. */
export function PressedChoice<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex gap-2">
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
          className={cn(
            'min-h-11 rounded-md border px-3 text-sm md:min-h-9',
            value === choice.value ? 'border-accent bg-accent text-accent-fg' : 'border-border-strong bg-surface text-fg',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
