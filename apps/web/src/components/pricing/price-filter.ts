import { parseNumber } from './parse-number';

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
 * units.list's filters: the code search, building, section, floor and rooms, and the current price
 * range (the price filters are left out "as of" a past day: the API filters by today's price).
 */
export function unitListFilters(f: PriceFilter, code: string, asOf?: string): Filter[] {
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
    if (from !== undefined) out.push({ property: 'price', operator: 'GTE', value: [from] });
    if (to !== undefined) out.push({ property: 'price', operator: 'LTE', value: [to] });
  }
  return out;
}
