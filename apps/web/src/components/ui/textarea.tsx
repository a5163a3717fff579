import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '~/lib/utils';
import { inputClasses } from './input';

export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>(function Textarea({ className, rows = 3, ...props }, ref) {
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={cn(inputClasses, 'h-auto min-h-16 resize-y py-2 leading-snug', className)}
      {...props}
    />
  );
});
