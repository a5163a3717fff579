'use client';

import { forwardRef } from 'react';
import { localDateTime } from '~/lib/local-date';
import { Input } from './input';

interface DateTimeInputProps {
  id?: string;
  /** ISO 8601 date-time (what the API takes), or undefined. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur?: () => void;
  /** Earliest choice, as a Date. */
  min?: Date;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A date and time in the user's time zone whose value is the API's ISO date-time. */
export const DateTimeInput = forwardRef<HTMLInputElement, DateTimeInputProps>(
  function DateTimeInput({ value, onChange, min, ...props }, ref) {
    const parsed = value ? new Date(value) : undefined;
    return (
      <Input
        ref={ref}
        type="datetime-local"
        value={parsed && !Number.isNaN(parsed.getTime()) ? localDateTime(parsed) : ''}
        min={min ? localDateTime(min) : undefined}
        onChange={(e) =>
          onChange(e.target.value ? new Date(e.target.value).toISOString() : undefined)
        }
        {...props}
      />
    );
  },
);
