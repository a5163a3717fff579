import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '~/lib/utils';

export const inputClasses =
  'flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs transition-colors ' +
  'placeholder:text-muted-foreground/70 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 ' +
  'focus-visible:outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 ' +
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Input({ className, type = 'text', ...props }, ref) {
    return <input ref={ref} type={type} className={cn(inputClasses, className)} {...props} />;
  },
);
