import DecimalJs from 'decimal.js';

/** A money amount as a decimal string with exactly two decimals, e.g. "12450000.00". */
export type Money = string;
/** A number as it arrives: a JS number, or a decimal string (PostgreSQL numeric comes as one). */
export type DecimalLike = string | number;
/** An exact decimal (decimal.js). Callers may hold it, compare it, or pass it to `roundMoney`. */
export type Decimal = DecimalJs;

/**
 * Our own decimal.js constructor, so the workspace's global `Decimal` settings are never touched.
 * 50 significant digits keep every product of three inputs (price per sq m × area × percent)
 * exact; ROUND_HALF_UP is used only where we round on purpose (`roundMoney`).
 */
export const D = DecimalJs.clone({ precision: 50, rounding: DecimalJs.ROUND_HALF_UP });

/** Why a price cannot be computed from the inputs given. */
export class PricingError extends Error {
  constructor(
    readonly code: 'INVALID_NUMBER' | 'NO_BASE_PRICE' | 'INVALID_SCHEDULE',
    message: string,
  ) {
    super(message);
    this.name = 'PricingError';
  }
}

/** A number or decimal string as an exact Decimal; NaN, ±Infinity and non-numeric text are errors. */
export function toDecimal(value: DecimalLike): Decimal {
  let d: Decimal;
  try {
    d = new D(typeof value === 'string' ? value.trim() : value);
  } catch {
    throw new PricingError('INVALID_NUMBER', `Not a decimal number: ${JSON.stringify(value)}`);
  }
  if (!d.isFinite()) {
    throw new PricingError('INVALID_NUMBER', `Not a finite number: ${String(value)}`);
  }
  return d;
}

/** `null`/`undefined` read as 0: an absent term adds nothing. */
export function termOrZero(value: DecimalLike | null | undefined): Decimal {
  return value == null ? new D(0) : toDecimal(value);
}

/**
 * Rounds to kopecks: 2 decimals, ROUND_HALF_UP (a half kopeck goes away from zero: 0.005 → 0.01,
 * −0.005 → −0.01). A result that rounds to zero is "0.00", never "-0.00". The one money-to-string
 * step of the workspace: a Decimal, or a number or decimal string read exactly (`toDecimal`, so
 * 1.005 is 1.01, where `(1.005).toFixed(2)` gives "1.00").
 */
export function roundMoney(value: Decimal | DecimalLike): Money {
  const d = typeof value === 'object' ? value : toDecimal(value);
  const r = new D(d).toDecimalPlaces(2, D.ROUND_HALF_UP);
  return r.isZero() ? '0.00' : r.toFixed(2);
}

/**
 * An amount that must already be in kopecks, as Money ("12.50"), never rounded: a number is read
 * by its shortest decimal representation (0.1 + 0.2 is 0.30000000000000004, not 0.30), and more
 * than two decimals is INVALID_NUMBER. What the API stores from a validated input.
 */
export function toMoney(value: DecimalLike): Money {
  const d = toDecimal(value);
  if (d.decimalPlaces() > 2)
    throw new PricingError('INVALID_NUMBER', `More than 2 decimals: ${String(value)}`);
  return roundMoney(d);
}

/**
 * Bulk repricing: `price × (1 + percent / 100)`, rounded to kopecks. `percent` is in per cent
 * (10 = +10 %, −5 = −5 %), unlike a condition's `percent`, which is a fraction. Not clamped:
 * whoever accepts the percent keeps it above −100.
 */
export function percentChange(price: DecimalLike, percent: DecimalLike): Money {
  const factor = toDecimal(percent).div(100).plus(1);
  return roundMoney(toDecimal(price).times(factor));
}
