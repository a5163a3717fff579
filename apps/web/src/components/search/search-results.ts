import type { RouterOutputs } from '~/trpc/client';

export type GlobalSearchResult = RouterOutputs['search']['global'];
export type SearchGroup = 'units' | 'bookings' | 'documents';

/** One option of the search box's list: where it leads and what it shows. */
export type SearchOption =
  | { group: 'units'; key: string; href: string; item: GlobalSearchResult['units'][number] }
  | { group: 'bookings'; key: string; href: string; item: GlobalSearchResult['bookings'][number] }
  | {
      group: 'documents';
      key: string;
      href: string;
      item: GlobalSearchResult['documents'][number];
    };

export const SEARCH_GROUPS: readonly SearchGroup[] = ['units', 'bookings', 'documents'];

/**
 * The answer as the list shows it: units, bookings, documents, in that order, each leading to its
 * screen (the unit card on /units, the booking card, the document's PDF in a new tab).
 */
export function searchOptions(result: GlobalSearchResult | undefined): SearchOption[] {
  if (!result) return [];
  return [
    ...result.units.map((item) => ({
      group: 'units' as const,
      key: `u-${item.id}`,
      href: `/units?unit=${item.id}`,
      item,
    })),
    ...result.bookings.map((item) => ({
      group: 'bookings' as const,
      key: `b-${item.id}`,
      href: `/bookings/${item.id}`,
      item,
    })),
    ...result.documents.map((item) => ({
      group: 'documents' as const,
      key: `d-${item.id}`,
      href: item.url,
      item,
    })),
  ];
}
