import { escapeLike } from '../../lib/list';

/** What one `search.global` query can mean, each path with its own index (docs/api.md#search). */
export interface SearchTerms {
  /** `%query%`, lower-cased and escaped for LIKE: unit codes, document numbers, customer names. */
  contains: string;
  /** Lower-cased, for CRM deal ids (exact, any case). */
  lower: string;
  /** All digits: a booking number (exact). */
  number: number | null;
  /** A unit's number as printed: `50`, `кв. 50`, `apt 50` (the same number in every building). */
  unitNumber: string | null;
  /** A document's series number: `123`, `000123`, `КП-000123`, `гп 123`. */
  documentSeq: number | null;
  /**
   * The customer's phone by digits (only for callers who see phones): the starts (`+7999123`) and
   * the end (`4567`) it may have.
   */
  phone: { starts: string[]; ends: string | null } | null;
  /** Has a letter: a name (digits and punctuation alone are a number, a phone, a code). */
  names: boolean;
  /** A name's words as `%word%` patterns: all must match, in any order (`петров иван`). */
  words: string[];
  /** A name long enough for the older history (3 characters: a trigram). */
  history: boolean;
}

/** Text matches need 2 characters; fewer find nothing. */
export const MIN_QUERY = 2;
const MAX_INT = 2_147_483_647;
const PHONE_LIKE = /^\+?[\d\s\u00a0().-]+$/;

/** The phone paths of a phone-like query of at least 4 digits (stored: `+79991234567`). */
function phoneTerms(query: string): SearchTerms['phone'] {
  if (!PHONE_LIKE.test(query)) return null;
  const digits = query.replace(/\D/g, '');
  if (digits.length < 4) return null;
  const formatted = digits !== query;
  const starts = new Set<string>();
  // A whole number: 11 digits with the country or trunk code, or 10 without.
  if (digits.length === 11 && /^[78]/.test(digits)) starts.add(`+7${digits.slice(1)}`);
  else if (digits.length === 10 && digits.startsWith('9')) starts.add(`+7${digits}`);
  else {
    if (/^[78]/.test(digits) && formatted) starts.add(`+7${digits.slice(1)}`);
    if (digits.startsWith('9')) starts.add(`+7${digits}`);
  }
  return { starts: [...starts], ends: digits.length < 10 ? digits : null };
}

/** Reads a query (already trimmed by the input schema) into its search paths. */
export function searchTerms(query: string, seesPhones: boolean): SearchTerms | null {
  if (query.length < MIN_QUERY) return null;
  const lower = query.toLowerCase();
  const number = /^\d{1,10}$/.test(query) && Number(query) <= MAX_INT ? Number(query) : null;
  const unit = /^(?:кв|apt)?\.?\s*(\d{1,16})$/i.exec(query);
  const doc = /^(?:кп|гп|kp|gp)?[\s№#-]*(\d{1,15})$/i.exec(query);
  return {
    contains: `%${escapeLike(lower)}%`,
    lower,
    number,
    unitNumber: unit ? (unit[1] as string) : null,
    documentSeq: doc && Number(doc[1]) > 0 ? Number(doc[1]) : null,
    phone: seesPhones ? phoneTerms(query) : null,
    names: /\p{L}/u.test(query),
    words: [...new Set(lower.split(/\s+/).filter(Boolean))].map((w) => `%${escapeLike(w)}%`),
    history: query.length >= 3 && /\p{L}/u.test(query),
  };
}
