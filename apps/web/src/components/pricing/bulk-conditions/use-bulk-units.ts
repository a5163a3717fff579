'use client';

import { MAX_CONDITION_UNITS } from '@app/validators';
import { useNumberLocale } from '~/lib/format';
import { useTRPCClient } from '~/trpc/client';
import { selectionFilters, type BulkSelection } from './bulk-request';

/**
 * A unit of the selection: its id (what is sent) and code (what is shown); a ticked row also has
 * its price and area (the example the amount's breakdown is shown for).
 */
export interface BulkUnit {
  id: string;
  code: string;
  price?: number | null;
  area?: number;
}

export type Resolved = { ok: true; units: BulkUnit[] } | { ok: false; error: ResolveError };
export type ResolveError = 'empty' | 'unreadable' | 'noneFound' | 'tooMany' | 'noneTicked';

/**
 * The units a selection names: the ticked rows as they are, or every unit units.list finds for
 * the filter (pages of 100, up to the 5000 one call takes; more is refused, not cut).
 */
export function useResolveUnits(ticked: readonly BulkUnit[]) {
  const client = useTRPCClient();
  const locale = useNumberLocale();
  return async (s: BulkSelection): Promise<Resolved> => {
    if (s.mode === 'ticked')
      return ticked.length > 0
        ? { ok: true, units: [...ticked] }
        : { ok: false, error: 'noneTicked' };
    const filters = selectionFilters(s, locale);
    if (typeof filters === 'string') return { ok: false, error: filters };
    const units: BulkUnit[] = [];
    for (let page = 1; ; page++) {
      const res = await client.units.list.query({
        filter: { filters },
        pagination: { page, limit: 100, order_by: 'code', direction: 'asc' },
      });
      if (res.pagination.total_count > MAX_CONDITION_UNITS) return { ok: false, error: 'tooMany' };
      units.push(...res.items.map((u) => ({ id: u.id, code: u.code })));
      if (page >= res.pagination.page_count) break;
    }
    return units.length > 0 ? { ok: true, units } : { ok: false, error: 'noneFound' };
  };
}
