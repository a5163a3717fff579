import type { ComponentPropsWithRef } from 'react';
import { cn } from '~/lib/utils';

/** A form label (a plain <label>: no script of its own). */
export function Label({ className, ...props }: ComponentPropsWithRef<'label'>) {
  return (
    <label
      className={cn(
        'text-sm leading-none font-medium text-foreground select-none peer-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
