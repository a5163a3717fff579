import type { HTMLAttributes } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from '~/lib/utils';

const TONES = {
  error: { box: 'border-red-200 bg-destructive-soft text-red-800', Icon: AlertCircle },
  success: { box: 'border-green-200 bg-success-soft text-green-800', Icon: CheckCircle2 },
  info: { box: 'border-indigo-200 bg-accent text-accent-foreground', Icon: Info },
  warning: { box: 'border-amber-200 bg-warning-soft text-amber-900', Icon: AlertCircle },
} as const;

interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  tone?: keyof typeof TONES;
}

/** A message box. Pass role="alert" (and a data-testid) for errors that must be announced. */
export function Alert({ tone = 'info', className, children, ...props }: AlertProps) {
  const { box, Icon } = TONES[tone];
  return (
    <div
      className={cn(
        'flex items-start gap-2.5 rounded-md border px-3 py-2.5 text-sm',
        box,
        className,
      )}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}
