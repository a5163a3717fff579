import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export interface PendingButtonProps extends ButtonProps {
  /** Busy: a spinner in place of `icon`, the button off and aria-busy. */
  pending: boolean;
  icon?: ReactNode;
}

/** A button that runs something slow: busy (spinner, disabled) while `pending`. */
export function PendingButton({ pending, disabled, icon, children, ...props }: PendingButtonProps) {
  return (
    <Button disabled={disabled || pending} aria-busy={pending} {...props}>
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : (icon ?? null)}
      {children}
    </Button>
  );
}
