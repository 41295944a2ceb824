import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from './cn.ts';
import { FIELD_CLASSES } from './input.tsx';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Names the field in the toggle's accessible name, e.g. 'new password'. */
  toggleLabel: string;
}

export function PasswordInput({ toggleLabel, className, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        className={cn(FIELD_CLASSES, 'h-11 pr-12 md:h-10', className)}
        disabled={disabled}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        disabled={disabled}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
      >
        {visible ? <EyeOff className="h-5 w-5" aria-hidden /> : <Eye className="h-5 w-5" aria-hidden />}
        {/* Named by content, not aria-label, so label look-ups of the field itself stay unambiguous. */}
        <span className="sr-only">{`${visible ? 'Hide' : 'Show'} ${toggleLabel}`}</span>
      </button>
    </div>
  );
}
