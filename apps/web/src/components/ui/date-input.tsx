'use client';

import { forwardRef } from 'react';
import { Input } from './input';

interface DateInputProps {
  id?: string;
  /** ISO 8601 date-time (what the API takes), or undefined. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur?: () => void;
  name?: string;
  max?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A calendar date field whose value is the API's ISO date-time (midnight UTC of the chosen day),
 * so the form can be validated by the procedure's own zod schema.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, ...props },
  ref,
) {
  return (
    <Input
      ref={ref}
      type="date"
      value={value ? value.slice(0, 10) : ''}
      onChange={(e) => onChange(e.target.value ? `${e.target.value}T00:00:00.000Z` : undefined)}
      {...props}
    />
  );
});
