'use client';

import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '~/lib/utils';
import { Button } from './button';

/** A small ghost icon button of a table row, named by its label (also its tooltip). */
export function IconButton({
  label,
  icon: Icon,
  className,
  ...props
}: { label: string; icon: LucideIcon } & Omit<ComponentProps<typeof Button>, 'children'>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8', className)}
      aria-label={label}
      title={label}
      {...props}
    >
      <Icon aria-hidden />
    </Button>
  );
}
