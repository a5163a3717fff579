'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '~/trpc/client';

export type Unit = RouterOutputs['units']['list']['items'][number];

/** How often the grid asks again, so a unit booked by a colleague turns booked within seconds. */
export const UNITS_REFRESH_MS = 4000;
const PAGE = 100;
/** 20 pages of 100: far more than one complex; beyond it the grid says it is incomplete. */
const MAX_PAGES = 20;

const pageInput = (page: number) => ({
  filter: { filters: [] },
  pagination: { page, limit: PAGE, order_by: 'code', direction: 'asc' as const },
});

const live = {
  refetchInterval: UNITS_REFRESH_MS,
  refetchOnWindowFocus: true,
  staleTime: 2000,
};

/**
 * Every unit, in pages of 100 (the API's maximum) fetched in parallel once the first page tells
 * how many there are; all pages refresh together every few seconds and on window focus.
 */
export function useAllUnits() {
  const trpc = useTRPC();
  const first = useQuery({ ...trpc.units.list.queryOptions(pageInput(1)), ...live });
  const pageCount = Math.min(first.data?.pagination.page_count ?? 1, MAX_PAGES);
  const rest = useQueries({
    queries: Array.from({ length: pageCount - 1 }, (_, i) => ({
      ...trpc.units.list.queryOptions(pageInput(i + 2)),
      ...live,
    })),
  });
  const pages = [first, ...rest];
  const units: Unit[] = pages.flatMap((q) => q.data?.items ?? []);
  return {
    units,
    isPending: pages.some((q) => q.isPending),
    error: pages.find((q) => q.error)?.error ?? null,
    /** When the oldest page was last fetched. */
    updatedAt: Math.min(...pages.map((q) => q.dataUpdatedAt)),
    truncated: (first.data?.pagination.page_count ?? 0) > MAX_PAGES,
  };
}
