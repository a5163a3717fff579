'use client';

import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/utils';
import { useValidationMessage } from '~/lib/use-validation-message';
import { Label } from './label';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** A message from zod or the API (translated when known). */
  error?: string;
  hint?: ReactNode;
  className?: string;
  id?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and error, tied together with ids so screen readers announce them. */
export function Field({ label, error, hint, className, id: givenId, children }: FieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const translate = useValidationMessage();
  const message = translate(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && !message ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
