import type { HTMLAttributes } from 'react';
import { cn } from '~/lib/utils';

const VARIANTS = {
  neutral: 'bg-muted text-foreground/80 ring-border',
  accent: 'bg-accent text-accent-foreground ring-indigo-200',
  success: 'bg-success-soft text-green-800 ring-green-200',
  warning: 'bg-warning-soft text-warning ring-amber-200',
  danger: 'bg-destructive-soft text-red-700 ring-red-200',
  info: 'bg-blue-50 text-blue-800 ring-blue-200',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: keyof typeof VARIANTS;
}

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
