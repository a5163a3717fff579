'use client';

// The text field, the submit button and the form-level error, apart from ./fields (selects, dates, react-hook-form's
// Controller, the Radix select) so that the sign-in and recovery forms load only these.

import type { ComponentProps, ReactNode } from 'react';
import { Field } from '~/components/ui/field';
import { FormError } from '~/components/ui/form-error';
import { Input } from '~/components/ui/input';
import { PendingButton, type PendingButtonProps } from '~/components/ui/pending-button';
import { useHydrated } from '~/lib/use-hydrated';

export interface FieldFrame {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** A labelled text input; the rest of the props (e.g. `form.register(…)`) go to the input. */
export function InputField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldFrame & ComponentProps<typeof Input>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(c) => <Input {...c} {...input} />}
    </Field>
  );
}

/**
 * A submit button that is busy (spinner, disabled) while `pending`. It is off until the page has
 * hydrated: a click before that would send the form natively, as a GET with its fields (a password
 * too) in the address.
 */
export function SubmitButton({ disabled, ...props }: Omit<PendingButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <PendingButton type="submit" disabled={disabled || !hydrated} {...props} />;
}

/** A form-level error spanning both columns of a two-column form grid. */
export function GridFormError({ message }: { message: string | null }) {
  return message ? (
    <div className="sm:col-span-2">
      <FormError>{message}</FormError>
    </div>
  ) : null;
}
