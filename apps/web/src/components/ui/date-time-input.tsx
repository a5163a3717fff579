'use client';

import { forwardRef } from 'react';
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

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, what `<input type="datetime-local">` shows. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date and time in the user's time zone whose value is the API's ISO date-time. */
export const DateTimeInput = forwardRef<HTMLInputElement, DateTimeInputProps>(
  function DateTimeInput({ value, onChange, min, ...props }, ref) {
    const parsed = value ? new Date(value) : undefined;
    return (
      <Input
        ref={ref}
        type="datetime-local"
        value={parsed && !Number.isNaN(parsed.getTime()) ? toLocalInput(parsed) : ''}
        min={min ? toLocalInput(min) : undefined}
        onChange={(e) =>
          onChange(e.target.value ? new Date(e.target.value).toISOString() : undefined)
        }
        {...props}
      />
    );
  },
);
