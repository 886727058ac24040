import type { ReactNode } from 'react';
import { FieldError, Input, Label, Select } from '../../../components/ui/field';

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children?: ReactNode;
}

/** A labelled control with its error underneath, wired for screen readers. */
export function TextField({
  id,
  label,
  error,
  value,
  onChange,
  ...rest
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1"
        {...rest}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  value,
  onChange,
  placeholder,
  options,
  labelOf = (option) => option,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: readonly string[];
  /** What the reader sees for a stored value (a state's name in their language). */
  labelOf?: (option: string) => string;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        name={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </Select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
