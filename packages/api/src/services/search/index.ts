/**
 * Search (`search.global`, the header's search box): units, bookings and documents for one query,
 * each through its own indexes, within the caller's scope. The top layer: it reads what the
 * domains below write (bookings' scope and customer masking, documents' links) and writes nothing.
 */
export { globalSearch } from './global';
export { searchTerms, type SearchTerms } from './terms';
