'use client';

// The text field and the submit button, apart from ./fields (selects, dates, react-hook-form's
// Controller, the Radix select) so that the sign-in and recovery forms load only these.

import type { ComponentProps, ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
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
export function SubmitButton({
  pending,
  disabled,
  icon,
  children,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean; icon?: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      disabled={disabled || pending || !hydrated}
      aria-busy={pending}
      {...props}
    >
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : (icon ?? null)}
      {children}
    </Button>
  );
}
