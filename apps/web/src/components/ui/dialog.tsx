'use client';

import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '~/lib/utils';
import { Button, focusRing } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof DialogPrimitive.Content>,
  'title'
> {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close (X) button. */
  closeLabel: string;
  /**
   * `center`: a modal box; `right`: a full-height side sheet (full-screen on phones); `left`: a
   * narrow full-height drawer (the phone's menu).
   */
  side?: 'center' | 'left' | 'right';
}

const PLACEMENT = {
  center:
    'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-card border data-[state=open]:animate-scale-in',
  right:
    'inset-y-0 right-0 h-dvh w-full max-w-md border-l sm:max-w-lg data-[state=open]:animate-sheet-in',
  left: 'inset-y-0 left-0 h-dvh w-[min(20rem,85vw)] border-r data-[state=open]:animate-fade-in',
} as const;

export function DialogContent({
  title,
  description,
  closeLabel,
  side = 'center',
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[1px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col bg-background shadow-xl focus:outline-none',
          PLACEMENT[side],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b px-5 py-4 sm:px-6">
          <div className="grid gap-1">
            <DialogPrimitive.Title className="text-base font-semibold tracking-tight">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className={cn(
              '-mr-1 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground',
              focusRing,
            )}
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * The row of buttons under a dialog's body: Cancel (closes it) and the dialog's own action(s)
 * given as children, stacked on phones with the action on top.
 */
export function DialogFooter({
  cancelLabel,
  className,
  children,
}: {
  cancelLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 border-t bg-muted/40 px-5 py-3 sm:flex-row sm:justify-end sm:px-6',
        className,
      )}
    >
      <DialogPrimitive.Close asChild>
        <Button variant="secondary">{cancelLabel}</Button>
      </DialogPrimitive.Close>
      {children}
    </div>
  );
}
