'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import { cn } from '~/lib/utils';
import { Label } from './label';

interface CheckboxProps {
  id?: string;
  name?: string;
  value?: string;
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * A bare checkbox (name it with `aria-label` or a <label htmlFor>): a native input drawn like the
 * other controls, `indeterminate` shown with a dash. `className` places it (margins).
 */
export function Checkbox({ checked, onCheckedChange, className, ...props }: CheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const mixed = checked === 'indeterminate';
  useEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <span className={cn('relative flex size-4 shrink-0', className)}>
      <input
        ref={input}
        type="checkbox"
        checked={checked === true}
        onChange={(e) => onCheckedChange(e.target.checked)}
        className={cn(
          'peer size-4 shrink-0 cursor-pointer appearance-none rounded-[4px] border border-input bg-background shadow-xs disabled:cursor-not-allowed disabled:opacity-50',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
          'checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
        )}
        {...props}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto hidden size-3 text-primary-foreground peer-checked:block"
        strokeWidth={3}
        aria-hidden
      />
      <Minus
        className="pointer-events-none absolute inset-0 m-auto hidden size-3 text-primary-foreground peer-indeterminate:block"
        strokeWidth={3}
        aria-hidden
      />
    </span>
  );
}

interface CheckboxFieldProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  value?: string;
}

/** A checkbox with its label: `getByRole('checkbox', { name })` finds it by the label text. */
export function CheckboxField({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  name,
  value,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md border px-3 py-2.5 has-[:checked]:border-primary/40 has-[:checked]:bg-accent/50">
      <Checkbox
        id={id}
        name={name}
        value={value}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-desc` : undefined}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="cursor-pointer leading-5">
          {label}
        </Label>
        {description ? (
          <p id={`${id}-desc`} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
