import type { ReactNode } from 'react';
import { Alert } from '~/components/ui/alert';

/**
 * A form-level error, announced to screen readers. `data-testid="form-error"` tells it apart from
 * Next's route announcer, which also has role="alert".
 */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert tone="error" role="alert" data-testid="form-error">
      {children}
    </Alert>
  );
}
