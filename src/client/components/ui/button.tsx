import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'md' | 'sm' | 'icon';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap select-none ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover',
  secondary: 'border border-border-strong bg-surface text-fg hover:bg-surface-muted',
  ghost: 'text-fg hover:bg-surface-muted',
  destructive: 'bg-danger text-danger-fg hover:opacity-90',
  link: 'text-fg underline underline-offset-4 hover:text-fg-muted',
};

// 44 px targets on phones, a little tighter from the md breakpoint where a mouse is likely.
const SIZES: Record<ButtonSize, string> = {
  md: 'h-11 px-4 text-sm md:h-10',
  sm: 'h-11 px-3 text-sm md:h-9',
  icon: 'h-11 w-11 md:h-10 md:w-10',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(BASE, VARIANTS[variant], variant === 'link' ? 'h-auto px-0' : SIZES[size], extra);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
