'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPCClient } from '~/trpc/client';
import { allFound, newestPerUnit, pricesInput, type PriceRecord } from './as-of';

/** At most this many pages of 100 records per lookup (units with a very long history). */
const MAX_PAGES = 20;

/**
 * The base price record in force for each of `units`, today or at the end of the day `asOf`:
 * basePrices.list newest first, page by page until every unit has its record.
 */
export function usePricesOf(units: readonly string[], asOf: string | undefined) {
  const client = useTRPCClient();
  return useQuery({
    queryKey: ['pricing', 'pricesOf', asOf ?? 'now', units],
    enabled: units.length > 0,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const records: PriceRecord[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const res = await client.basePrices.list.query(pricesInput(units, asOf, page));
        records.push(...res.items);
        if (page >= res.pagination.page_count || allFound(units, newestPerUnit(records))) break;
      }
      return newestPerUnit(records);
    },
  });
}
