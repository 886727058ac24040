import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, Input, Label } from '../ui/field';

/** The e-mail field of the sign-in, attorney sign-in and forgot-password forms, its error tied to it. */
export function EmailField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  /** The text to show, already chosen (required or invalid); undefined when the value is fine. */
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div>
      <Label htmlFor={`${id}-email`}>{label}</Label>
      <Input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-email-error` : undefined}
        {...registration}
      />
      <FieldError id={`${id}-email-error`}>{error}</FieldError>
    </div>
  );
}
