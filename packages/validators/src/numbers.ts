import { z } from 'zod';

/**
 * How many decimals a JSON number has, read by its shortest decimal representation (`String(n)`,
 * the digits JavaScript prints and JSON carries): 12.5 → 1, 1e-9 → 9, 1.5e-7 → 8, 1e21 → 0. So
 * 0.1 + 0.2 (printed 0.30000000000000004) has 17 decimals and is not "0.30": an amount is judged
 * by what was sent, never by a rounding of it.
 */
export function decimalPlaces(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** The largest amount of money any input accepts (12 digits before the point): 999 999 999 999.99. */
export const MONEY_MAX = 999_999_999_999.99;
export const MONEY_MAX_TEXT = '999 999 999 999.99';
/** Decimals a condition's percent (a fraction 0..1) keeps: 0.123456 = 12.3456 %. */
export const PERCENT_DECIMALS = 6;

/**
 * A money amount: finite, not negative, at most MONEY_MAX, and at most 2 decimals (kopecks); more
 * is refused, never rounded in silence.
 */
export const moneyAmount = z
  .number('Must be a number')
  .finite()
  .min(0, 'Must not be negative')
  .max(MONEY_MAX, `At most ${MONEY_MAX_TEXT}`)
  .refine((n) => decimalPlaces(n) <= 2, 'At most 2 decimal places (kopecks)');

/** A condition's percent: a fraction 0..1 (0.05 = 5 %) with at most PERCENT_DECIMALS decimals. */
export const percentFraction = z
  .number('Must be a number')
  .finite()
  .min(0, 'Between 0 and 1')
  .max(1, 'Between 0 and 1')
  .refine(
    (n) => decimalPlaces(n) <= PERCENT_DECIMALS,
    `At most ${PERCENT_DECIMALS} decimal places (a fraction: 0.05 is 5 %)`,
  );
