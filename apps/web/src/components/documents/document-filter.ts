import type { FilterItem } from '@app/validators';
import type { RouterOutputs } from '~/trpc/client';

/** A page of documents.list, and one issued document of it. */
export type DocumentsPage = RouterOutputs['documents']['list'];
export type IssuedDocumentRow = DocumentsPage['items'][number];
export type DocumentKind = IssuedDocumentRow['kind'];

/** The kinds the filter offers (the API's DocumentKind; a type check keeps the list complete). */
export const DOCUMENT_KINDS = [
  'COMMERCIAL_OFFER',
  'PAYMENT_SCHEDULE',
] as const satisfies readonly DocumentKind[];

/** The text properties the search box looks in (LIKE): the customer's name or the number. */
export const DOCUMENT_SEARCH_FIELDS = ['customer_name', 'number'] as const;
export type DocumentSearchField = (typeof DOCUMENT_SEARCH_FIELDS)[number];

/** The `filter.filters` of documents.list for the kind chosen and the text searched. */
export function documentFilters(
  kind: DocumentKind | undefined,
  search: { field: string; text: string },
): FilterItem[] {
  const filters: FilterItem[] = [];
  const text = search.text.trim();
  const field = DOCUMENT_SEARCH_FIELDS.find((f) => f === search.field);
  if (text && field) filters.push({ property: field, operator: 'LIKE', value: [text] });
  if (kind) filters.push({ property: 'kind', operator: 'EQ', value: [kind] });
  return filters;
}

/** Where the new-offer screen opens with these units chosen (at most what one offer takes). */
export function offerHref(unitIds: readonly string[]): string {
  const ids = [...new Set(unitIds)];
  return ids.length ? `/documents/offer/new?units=${ids.join(',')}` : '/documents/offer/new';
}
