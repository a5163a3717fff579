'use client';

import type { QueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/client';

/** After a price change: the units (their `price`), the price records and the lookups above. */
export function usePricingRefresh() {
  const trpc = useTRPC();
  return (queryClient: QueryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.units.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.basePrices.pathKey() }),
      queryClient.invalidateQueries({ queryKey: ['pricing'] }),
    ]);
}
