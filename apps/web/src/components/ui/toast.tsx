'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyComponent } from '~/lib/lazy-component';
import type { ToastItem } from './toast-region';

type Notify = (toast: Omit<ToastItem, 'id'>) => void;

const ToastContext = createContext<Notify>(() => {});

/** `const toast = useToast(); toast({ title, tone: 'success' })`. */
export function useToast(): Notify {
  return useContext(ToastContext);
}

/**
 * The toasts on Radix Toast, loaded with the first toast (then kept, so closing animates): the
 * Radix part is ~14 KiB gzipped that every screen would otherwise download before its first toast.
 */
const ToastRegion = lazyComponent(() => import('./toast-region').then((m) => m.ToastRegion));

export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [shown, setShown] = useState(false);
  const notify = useCallback<Notify>((toast) => {
    setShown(true);
    setToasts((list) => [...list, { ...toast, id: Date.now() + Math.random() }]);
  }, []);
  const remove = useCallback(
    (id: number) => setToasts((list) => list.filter((x) => x.id !== id)),
    [],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {shown ? <ToastRegion toasts={toasts} onRemove={remove} /> : null}
    </ToastContext.Provider>
  );
}
