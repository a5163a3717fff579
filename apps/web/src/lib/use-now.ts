'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * One shared clock per interval for every countdown on the page (a table of 100 rows runs one
 * timer, not 100). Before hydration it reads null, so server and client render the same markup.
 */
const clocks = new Map<number, { now: number; listeners: Set<() => void>; timer?: number }>();

function clock(intervalMs: number) {
  let c = clocks.get(intervalMs);
  if (!c) {
    c = { now: Date.now(), listeners: new Set() };
    clocks.set(intervalMs, c);
  }
  return c;
}

function subscribe(intervalMs: number, listener: () => void) {
  const c = clock(intervalMs);
  c.listeners.add(listener);
  if (c.timer === undefined) {
    c.now = Date.now();
    c.timer = window.setInterval(() => {
      c.now = Date.now();
      c.listeners.forEach((l) => l());
    }, intervalMs);
  }
  return () => {
    c.listeners.delete(listener);
    if (c.listeners.size === 0 && c.timer !== undefined) {
      window.clearInterval(c.timer);
      c.timer = undefined;
    }
  };
}

/** The current time in ms, updated every `intervalMs`; null while rendering on the server. */
export function useNow(intervalMs = 1000): number | null {
  // One subscription per interval, not one per render: a new function each render makes React
  // resubscribe after every render, and a clock's first subscriber resets its time, so a lone
  // subscriber whose render takes a millisecond or more re-rendered itself without end.
  const listen = useCallback(
    (listener: () => void) => subscribe(intervalMs, listener),
    [intervalMs],
  );
  return useSyncExternalStore(
    listen,
    () => clock(intervalMs).now,
    () => null,
  );
}
