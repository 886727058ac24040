import type {
  InputHTMLAttributes,
  LabelHTMLAttributes,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { cn } from './cn';

const control =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-accent-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-700';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(control, 'min-h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(control, 'min-h-32', className)} {...props} />;
}

export function Select({ className, disabled, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  // On a page drawn by the server, a choice made before the app takes it over would be dropped:
  // the list waits, disabled, as a button does.
  const waiting = !useHydrated();
  return <select className={cn(control, 'min-h-11', className)} disabled={disabled || waiting} {...props} />;
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control
  return <label className={cn('block text-sm font-medium text-slate-800', className)} {...props} />;
}

/** A field error, announced to screen readers. */
export function FieldError({ id, children }: { id?: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

/** A whole form's failure (a refused sign-in, a link that failed to send), announced when it shows. */
export function FormAlert({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children?: string | null;
}) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={cn('rounded-lg bg-red-50 p-3 text-sm text-red-800', className)}>
      {children}
    </p>
  );
}
