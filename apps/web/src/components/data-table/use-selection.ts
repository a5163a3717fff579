'use client';

import { useMemo, useState } from 'react';

/** Rows ticked in a table: what the checkbox column reads and writes. */
export interface RowSelection<T> {
  has: (id: string) => boolean;
  toggle: (row: T, on: boolean) => void;
  togglePage: (on: boolean) => void;
  /** Selected on the current page: none, some or all. */
  pageState: boolean | 'indeterminate';
}

/** Rows ticked in a table, kept across pages and searches until cleared. */
export function useRowSelection<T extends { id: string }>(page: readonly T[]) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());
  const selection = useMemo(() => {
    const onPage = page.filter((r) => selected.has(r.id)).length;
    const update = (list: readonly T[], on: boolean) =>
      setSelected((prev) => {
        const next = new Map(prev);
        for (const r of list) {
          if (on) next.set(r.id, r);
          else next.delete(r.id);
        }
        return next;
      });
    return {
      has: (id: string) => selected.has(id),
      toggle: (row: T, on: boolean) => update([row], on),
      togglePage: (on: boolean) => update(page, on),
      /** Adds rows beyond the page (e.g. everything the filter matches). */
      add: (rows: readonly T[]) => update(rows, true),
      pageState: onPage === 0 ? false : onPage === page.length ? true : ('indeterminate' as const),
    };
  }, [page, selected]);
  return { selection, selected, clear: () => setSelected(new Map()) };
}
