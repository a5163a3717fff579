'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPCClient } from '~/trpc/client';
import {
  allFound,
  endOfDay,
  newestPerUnit,
  nextScheduled,
  pricesInput,
  type PriceRecord,
} from './as-of';

/** At most this many pages of 100 records per lookup (units with a very long history). */
const MAX_PAGES = 20;

export interface PricesOf {
  /** The record in force for each unit (today, or at the end of the day `asOf`). */
  inForce: Map<string, PriceRecord>;
  /** Today's view: each unit's next scheduled price (none "as of" a day). */
  scheduled: Map<string, PriceRecord>;
}

/**
 * The base price records of `units`, today or at the end of the day `asOf` (past or future):
 * basePrices.list latest first, page by page until every unit has its record in force.
 */
export function usePricesOf(units: readonly string[], asOf: string | undefined) {
  const client = useTRPCClient();
  return useQuery({
    queryKey: ['pricing', 'pricesOf', asOf ?? 'now', units],
    enabled: units.length > 0,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<PricesOf> => {
      const at = asOf ? endOfDay(asOf) : new Date().toISOString();
      const records: PriceRecord[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const res = await client.basePrices.list.query(pricesInput(units, asOf, page));
        records.push(...res.items);
        if (page >= res.pagination.page_count || allFound(units, newestPerUnit(records, at))) break;
      }
      return {
        inForce: newestPerUnit(records, at),
        scheduled: asOf ? new Map() : nextScheduled(records, at),
      };
    },
  });
}
