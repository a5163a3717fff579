'use client';

import { Toast as ToastPrimitive } from 'radix-ui';
import { CheckCircle2, AlertCircle, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '~/lib/utils';

/** One toast; `useToast()` (./toast) raises it without the id. */
export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  tone: 'success' | 'error';
}

/** The toasts themselves (Radix Toast), loaded by `Toaster` with the first one. */
export function ToastRegion({
  toasts,
  onRemove,
}: {
  toasts: readonly ToastItem[];
  onRemove: (id: number) => void;
}) {
  const t = useTranslations('common');
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={5000} label={t('notifications')}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          onOpenChange={(open) => !open && onRemove(toast.id)}
          data-testid="toast"
          className={cn(
            'flex items-start gap-3 rounded-lg border bg-background p-4 shadow-lg data-[state=open]:animate-slide-in',
            'data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-opacity',
          )}
        >
          {toast.tone === 'success' ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
          ) : (
            <AlertCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          )}
          <div className="grid flex-1 gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {toast.title}
            </ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">
                {toast.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('close')}
            className="rounded-md p-1 text-muted-foreground hover:bg-muted"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
