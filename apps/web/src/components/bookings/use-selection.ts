'use client';

import { useMemo, useState } from 'react';
import type { Selection } from './booking-columns';
import type { Booking } from './booking-query';

/** Bookings ticked in the table, kept across pages and searches until cleared. */
export function useBookingSelection(page: readonly Booking[]) {
  const [selected, setSelected] = useState<ReadonlyMap<string, Booking>>(new Map());
  const selection = useMemo<Selection>(() => {
    const onPage = page.filter((b) => selected.has(b.id)).length;
    const update = (list: readonly Booking[], on: boolean) =>
      setSelected((prev) => {
        const next = new Map(prev);
        for (const b of list) {
          if (on) next.set(b.id, b);
          else next.delete(b.id);
        }
        return next;
      });
    return {
      has: (id) => selected.has(id),
      toggle: (booking, on) => update([booking], on),
      togglePage: (on) => update(page, on),
      pageState: onPage === 0 ? false : onPage === page.length ? true : ('indeterminate' as const),
    };
  }, [page, selected]);
  return { selection, selected, clear: () => setSelected(new Map()) };
}
