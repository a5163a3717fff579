'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while rendering on the server and hydrating, true once the page runs its scripts. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
