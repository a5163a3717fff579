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
 * How a decimal string must be written: a JSON number without an exponent ("250001.50", "-3",
 * "0.05"). No spaces, no "+", no comma, no leading zeros, no "1e5", hex, "NaN" or "Infinity".
 */
export const DECIMAL_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
/** The longest decimal string read (far beyond any amount; longer text is refused unread). */
export const DECIMAL_TEXT_MAX = 32;
export const DECIMAL_TEXT_MESSAGE = 'Must be a number or a decimal string such as "12.50"';

/** Decimals of a decimal string, trailing zeros not counted ("12.500" is 12.5: 1). */
const textPlaces = (s: string) => s.split('.')[1]?.replace(/0+$/, '').length ?? 0;

interface DecimalRule {
  min: number;
  max: number;
  places: number;
  /** What the JSON Schema (OpenAPI) says of the field. */
  description: string;
  messages: { type: string; min: string; max: string; places: string };
}

/**
 * THE decimal input (money, areas, percents): a JSON number or a decimal string, judged alike by
 * the value written: the same range, the same decimals (more are refused, never rounded). Its
 * output is the JS number of that value, the one every caller had before strings were accepted:
 * "250001.50" and 250001.5 give the same 250001.5. That number is exact: an accepted value has at
 * most 15 significant digits, which a double keeps, so `String(n)` (what @app/pricing reads) is
 * the decimal written. The JSON Schema (OpenAPI, the fuzzer) shows number | string.
 */
export function decimalInput(rule: DecimalRule) {
  const { messages: m } = rule;
  return z
    .union(
      [
        z.number().meta({ minimum: rule.min, maximum: rule.max }),
        z.string().meta({ pattern: DECIMAL_TEXT.source, maxLength: DECIMAL_TEXT_MAX }),
      ],
      m.type,
    )
    .meta({ description: rule.description })
    .transform((v, ctx) => {
      const text = typeof v === 'string';
      if (text && (v.length > DECIMAL_TEXT_MAX || !DECIMAL_TEXT.test(v))) {
        ctx.addIssue({ code: 'custom', message: DECIMAL_TEXT_MESSAGE });
        return z.NEVER;
      }
      const n = text ? Number(v) : v;
      const issue =
        n < rule.min
          ? m.min
          : n > rule.max
            ? m.max
            : (text ? textPlaces(v) : decimalPlaces(n)) > rule.places
              ? m.places
              : null;
      if (issue === null) return n === 0 ? 0 : n; // "-0" and -0 are 0
      ctx.addIssue({ code: 'custom', message: issue });
      return z.NEVER;
    });
}

/**
 * A money amount: not negative, at most MONEY_MAX, and at most 2 decimals (kopecks); more is
 * refused, never rounded in silence. Every money input of every procedure is this schema.
 */
export const moneyAmount = decimalInput({
  min: 0,
  max: MONEY_MAX,
  places: 2,
  description: 'Money: a JSON number or a decimal string ("250001.50"), at most 2 decimals',
  messages: {
    type: 'Must be a number',
    min: 'Must not be negative',
    max: `At most ${MONEY_MAX_TEXT}`,
    places: 'At most 2 decimal places (kopecks)',
  },
});

/** A condition's percent: a fraction 0..1 (0.05 = 5 %) with at most PERCENT_DECIMALS decimals. */
export const percentFraction = decimalInput({
  min: 0,
  max: 1,
  places: PERCENT_DECIMALS,
  description:
    'A fraction 0..1 (0.05 is 5 %): a JSON number or a decimal string, at most 6 decimals',
  messages: {
    type: 'Must be a number',
    min: 'Between 0 and 1',
    max: 'Between 0 and 1',
    places: `At most ${PERCENT_DECIMALS} decimal places (a fraction: 0.05 is 5 %)`,
  },
});

/** A payment schedule's percent, in per cent (0..100), with at most PERCENT_DECIMALS decimals. */
export const percentHundred = decimalInput({
  min: 0,
  max: 100,
  places: PERCENT_DECIMALS,
  description: 'Per cent 0..100: a JSON number or a decimal string, at most 6 decimals',
  messages: {
    type: 'Must be a number',
    min: 'Must be 0 or more',
    max: 'At most 100',
    places: `At most ${PERCENT_DECIMALS} decimal places`,
  },
});

/**
 * An input type with its money and percents as numbers only: what the web forms hold (their number
 * fields), the one of the two forms the schemas take that the screens send.
 */
export type MoneyAsNumbers<T> = [T] extends [string | number | null | undefined]
  ? [number] extends [T]
    ? Exclude<T, string>
    : T
  : T extends Date
    ? T
    : T extends readonly (infer U)[]
      ? MoneyAsNumbers<U>[]
      : T extends object
        ? { [K in keyof T]: MoneyAsNumbers<T[K]> }
        : T;
