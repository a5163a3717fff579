'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC, useTRPCClient, type RouterOutputs } from '~/trpc/client';
import { applyUnitChanges, FULL_RELOAD_MS, type GridState } from './grid-sync';

export type Unit = RouterOutputs['units']['list']['items'][number];
type Client = ReturnType<typeof useTRPCClient>;

/**
 * How often the grid asks what changed, so a unit booked by a colleague turns booked within 2 s.
 * A quiet answer is one indexed read and a few bytes.
 */
export const UNITS_REFRESH_MS = 1500;
/** How often an open unit card reloads (it carries the holding booking too). */
export const CARD_REFRESH_MS = 4000;
const PAGE = 100;
/** 20 pages of 100: far more than one complex; beyond it the grid says it is incomplete. */
const MAX_PAGES = 20;
const NO_UNITS: Unit[] = [];

const pageInput = (page: number) => ({
  filter: { filters: [] },
  pagination: { page, limit: PAGE, order_by: 'code', direction: 'asc' as const },
});

/**
 * Every unit, in pages of 100 (the API's maximum) fetched in parallel once the first page tells
 * how many there are. The version is asked first: whatever changes while the pages load comes in
 * the next changes answer.
 */
async function loadAll(client: Client): Promise<GridState<Unit>> {
  const { version } = await client.units.changes.query();
  const list = (page: number) => client.units.list.query(pageInput(page));
  const first = await list(1);
  const pageCount = Math.min(first.pagination.page_count, MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: pageCount - 1 }, (_, i) => list(i + 2)));
  return {
    units: [first, ...rest].flatMap((p) => p.items),
    version,
    loadedAt: Date.now(),
    truncated: first.pagination.page_count > MAX_PAGES,
  };
}

/** The grid's one query (every observer of it shares the cache entry and the polling). */
function useGridQuery<T>(select: (state: GridState<Unit>) => T) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const queryKey = [...trpc.units.pathKey(), 'grid'];
  return useQuery({
    queryKey,
    queryFn: async () => {
      const known = queryClient.getQueryData<GridState<Unit>>(queryKey);
      if (!known || Date.now() - known.loadedAt > FULL_RELOAD_MS) return loadAll(client);
      const changes = await client.units.changes.query({ since: known.version });
      return applyUnitChanges(known, changes) ?? loadAll(client);
    },
    select,
    refetchInterval: UNITS_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 1000,
  });
}

const selectUnits = (state: GridState<Unit>) => ({
  units: state.units,
  truncated: state.truncated,
});
const selectNothing = () => null;

/**
 * Every unit of the stock, loaded once and then kept current with `units.changes` every 1.5 s
 * (and on window focus, and at once when a booking or status change here invalidates `units`);
 * a full reload when the server asks for one, and every 5 minutes as a safety net. The caller
 * re-renders only when a unit changes (the same `units` array otherwise): the time of the last
 * answer, new every 1.5 s, is useUnitsUpdatedAt's.
 */
export function useAllUnits() {
  const grid = useGridQuery(selectUnits);
  return {
    units: grid.data?.units ?? NO_UNITS,
    isPending: grid.isPending,
    error: grid.error,
    truncated: grid.data?.truncated ?? false,
  };
}

/** When the grid last heard from the server, and whether the last refresh failed. */
export function useUnitsUpdatedAt() {
  const grid = useGridQuery(selectNothing);
  return { updatedAt: grid.dataUpdatedAt, stale: Boolean(grid.error) };
}
