import { z } from 'zod';
import { text } from './text';

/** The longest query `search.global` takes (characters, after trimming). */
export const GLOBAL_SEARCH_MAX = 100;
/** At most this many results of each group (units, bookings, documents). */
export const GLOBAL_SEARCH_LIMIT = 20;

/**
 * `search.global`: one query over units (code), bookings (number, CRM deal, customer name or
 * phone digits) and documents (number), trimmed; an empty query finds nothing.
 */
export const globalSearchInput = z.object({ query: text(GLOBAL_SEARCH_MAX, { trim: true }) });
export type GlobalSearchData = z.output<typeof globalSearchInput>;
