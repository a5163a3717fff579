import {
  basePrice,
  percentChange,
  roundMoney,
  toDecimal,
  type Money,
  type NumberLocale,
} from '@app/pricing';
import { readNumber } from '../../lib/number-text';

/** The bulk change: one new price per sq m for all, or a percent change of each current price. */
export type BulkChange =
  { kind: 'price'; pricePerSqM: number } | { kind: 'percent'; percent: number };

/** Decimals the value may have: kopecks for a price, hundredths of a basis point for a percent. */
export const BULK_DECIMALS = { price: 2, percent: 4 } as const;

/**
 * The change as typed, read the local way ("150 000,50", "-5"), or the key of what is wrong:
 * `required` (blank) or `invalid` (not a number, or out of range: a price above 0, a percent from
 * −90 to 1000 and not 0). The field itself says why a text is not a number.
 */
export function readBulkChange(
  kind: BulkChange['kind'],
  text: string,
  locale: NumberLocale,
): BulkChange | 'required' | 'invalid' {
  const read = readNumber(text, locale, BULK_DECIMALS[kind]);
  if (!read.ok) return read.error === 'empty' ? 'required' : 'invalid';
  const n = read.number;
  if (kind === 'price') return n > 0 ? { kind, pricePerSqM: n } : 'invalid';
  return n >= -90 && n <= 1000 && n !== 0 ? { kind, percent: n } : 'invalid';
}

export interface PreviewUnit {
  id: string;
  code: string;
  area: number;
  /** The unit's current base price record, or null when it has none. */
  current: { price_per_sq_m: number; fixed_price: number | null } | null;
}

export interface PreviewRow {
  id: string;
  code: string;
  oldTotal: Money | null;
  newPerSqM: Money | null;
  newFixed: Money | null;
  newTotal: Money | null;
  /** A percent change of a unit without a price: basePrices.createMany skips it. */
  skipped: boolean;
}

const total = (
  p: { price_per_sq_m: number | string; fixed_price: number | string | null },
  area: number,
) => roundMoney(basePrice(p, area));

/**
 * What basePrices.createMany will write, computed in the browser with @app/pricing as the server
 * does: a new price per sq m clears the fixed price; a percent changes both (the fixed one when
 * set) and skips units without a price.
 */
export function bulkPreview(units: readonly PreviewUnit[], change: BulkChange) {
  const rows = units.map((u): PreviewRow => {
    const oldTotal = u.current ? total(u.current, u.area) : null;
    if (change.kind === 'price') {
      const next = { price_per_sq_m: roundMoney(toDecimal(change.pricePerSqM)), fixed_price: null };
      return {
        id: u.id,
        code: u.code,
        oldTotal,
        newPerSqM: next.price_per_sq_m,
        newFixed: null,
        newTotal: total(next, u.area),
        skipped: false,
      };
    }
    if (!u.current)
      return {
        id: u.id,
        code: u.code,
        oldTotal,
        newPerSqM: null,
        newFixed: null,
        newTotal: null,
        skipped: true,
      };
    const pct = String(change.percent);
    const next = {
      price_per_sq_m: percentChange(u.current.price_per_sq_m, pct),
      fixed_price:
        u.current.fixed_price === null ? null : percentChange(u.current.fixed_price, pct),
    };
    return {
      id: u.id,
      code: u.code,
      oldTotal,
      newPerSqM: next.price_per_sq_m,
      newFixed: next.fixed_price,
      newTotal: total(next, u.area),
      skipped: false,
    };
  });
  const skipped = rows.filter((r) => r.skipped).length;
  return { rows, count: rows.length - skipped, skipped };
}
