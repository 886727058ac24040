import * as Slot from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { cn } from './cn';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 off:bg-slate-400',
  accent: 'bg-accent-700 text-white hover:bg-accent-600 off:bg-slate-400',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-sand-100 off:text-slate-500',
  ghost: 'bg-transparent text-slate-800 hover:bg-sand-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800 off:bg-slate-400',
  link: 'bg-transparent text-brand-700 underline underline-offset-4 hover:text-brand-900 px-0',
} as const;

const SIZES = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
  icon: 'h-11 w-11 p-0',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  type,
  disabled,
  ...props
}: ButtonProps) {
  // A button drawn by the server does nothing until the app takes it over. Meanwhile it is
  // disabled, so a tap is not half-handled, but keeps its look: the wait is short.
  const waiting = !useHydrated() && !disabled && !asChild;
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : (type ?? 'button')}
      disabled={disabled || waiting}
      data-waiting={waiting ? '' : undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors off:cursor-not-allowed data-waiting:cursor-progress',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
