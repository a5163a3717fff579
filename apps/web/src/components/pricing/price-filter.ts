import type { NumberLocale } from '@app/pricing';
import { readNumber } from '../../lib/number-text';

/** A filter's text as a number, read the local way; blank or unreadable: no bound. */
export function filterNumber(text: string, locale: NumberLocale): number | undefined {
  const read = readNumber(text, locale);
  return read.ok ? read.number : undefined;
}

/** A filter's text that is there but cannot be read as a number (the input is marked). */
export const unreadableFilter = (text: string, locale: NumberLocale) =>
  text.trim() !== '' && filterNumber(text, locale) === undefined;

/** The base prices table's filters, as typed (blank: any). */
export interface PriceFilter {
  building: string;
  section: string;
  floor: string;
  rooms: string;
  priceFrom: string;
  priceTo: string;
}

export const NO_PRICE_FILTER: PriceFilter = {
  building: '',
  section: '',
  floor: '',
  rooms: '',
  priceFrom: '',
  priceTo: '',
};

export const hasPriceFilter = (f: PriceFilter) => Object.values(f).some((v) => v.trim() !== '');

type Filter = {
  property: string;
  operator: 'EQ' | 'GTE' | 'LTE' | 'LIKE';
  value: (string | number)[];
};

/**
 * units.list's filters: the code search, building, section, floor and rooms, and the current base
 * price range (`base_price`; left out "as of" a past day: the API filters by today's price).
 */
export function unitListFilters(
  f: PriceFilter,
  { code, asOf, locale }: { code: string; asOf?: string; locale: NumberLocale },
): Filter[] {
  const parseNumber = (text: string) => filterNumber(text, locale);
  const out: Filter[] = [];
  if (code) out.push({ property: 'code', operator: 'LIKE', value: [code] });
  if (f.building.trim())
    out.push({ property: 'building', operator: 'EQ', value: [f.building.trim()] });
  for (const key of ['section', 'floor', 'rooms'] as const) {
    const n = parseNumber(f[key]);
    if (n !== undefined) out.push({ property: key, operator: 'EQ', value: [n] });
  }
  if (!asOf) {
    const from = parseNumber(f.priceFrom);
    const to = parseNumber(f.priceTo);
    if (from !== undefined) out.push({ property: 'base_price', operator: 'GTE', value: [from] });
    if (to !== undefined) out.push({ property: 'base_price', operator: 'LTE', value: [to] });
  }
  return out;
}
