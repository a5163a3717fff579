import { D, toDecimal } from './money';
import type { Decimal, DecimalLike } from './money';

/**
 * Money and numbers as people read them (docs/decisions.md, "Money and trust"): the ONE formatting
 * function per language, used by the web app, the PDFs, the customer pages and the exports.
 * Pure and deterministic: no Intl number formatting (its output changes between ICU versions, and
 * the bytes of a PDF or a test must not), exact decimals (decimal.js), never binary floats.
 *
 *   ru: "7 989 545,20 ₽"  (no-break space U+00A0 between thousands and before the sign, comma)
 *   en: "₽7,989,545.20"   (comma between thousands, point; the sign first)
 *
 * Negative amounts start with the minus sign U+2212; zero is never negative. Only the unit grid
 * may abbreviate (`formatMoneyShort`: "8,0 млн" / "8.0M").
 */
export type NumberLocale = 'ru' | 'en';

export const NBSP = '\u00A0';
export const MINUS = '\u2212';

const SIGNS: Record<string, string> = { RUB: '₽', USD: '$', EUR: '€' };

/** The currency's sign ("₽" for RUB), or its code when it has no common sign. */
export function currencySign(currency = 'RUB'): string {
  return SIGNS[currency] ?? currency;
}

function group(int: string, sep: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** A number with `decimals` places (half up), grouped the local way: "1 234 567,89" / "1,234,567.89". */
export function formatDecimal(
  value: DecimalLike | Decimal,
  locale: NumberLocale,
  decimals = 2,
): string {
  const rounded = new D(value).toDecimalPlaces(decimals, D.ROUND_HALF_UP);
  const negative = rounded.isNegative() && !rounded.isZero();
  const [int = '0', frac] = rounded.abs().toFixed(decimals).split('.');
  const [groupSep, point] = locale === 'ru' ? [NBSP, ','] : [',', '.'];
  return (negative ? MINUS : '') + group(int, groupSep) + (frac ? point + frac : '');
}

/** A formatted number with the currency's sign, the local way: "… ₽" / "₽…" (minus first). */
function withCurrency(text: string, locale: NumberLocale, currency: string): string {
  const sign = currencySign(currency);
  const spaced = sign.length > 1 ? `${sign}${NBSP}` : sign;
  if (locale === 'ru') return `${text}${NBSP}${sign}`;
  return text.startsWith(MINUS) ? `${MINUS}${spaced}${text.slice(1)}` : `${spaced}${text}`;
}

/** An amount with two decimals and the currency: "7 989 545,20 ₽" / "₽7,989,545.20". */
export function formatMoney(value: DecimalLike, locale: NumberLocale, currency = 'RUB'): string {
  return withCurrency(formatDecimal(value, locale, 2), locale, currency);
}

/** A signed amount with an explicit sign: "+150 000,00 ₽", "−50 000,00 ₽", "0,00 ₽". */
export function formatSignedMoney(value: DecimalLike, locale: NumberLocale, currency = 'RUB') {
  const text = formatMoney(value, locale, currency);
  return toDecimal(value).toDecimalPlaces(2, D.ROUND_HALF_UP).gt(0) ? `+${text}` : text;
}

const SHORT: Record<NumberLocale, [number, string][]> = {
  ru: [
    [1e9, `${NBSP}млрд`],
    [1e6, `${NBSP}млн`],
    [1e3, `${NBSP}тыс.`],
  ],
  en: [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
};

/**
 * An abbreviated amount; below a thousand, whole units. By default the grid's: one decimal, no
 * currency ("8,0 млн" / "8.0M"). With `maxDecimals`, up to that many decimals and no trailing
 * zeros; with `currency`, its sign: a chart axis' `{ maxDecimals: 2, currency: 'RUB' }` gives
 * "1,25 млн ₽", "600 тыс. ₽", "950 ₽".
 */
export function formatMoneyShort(
  value: DecimalLike | Decimal,
  locale: NumberLocale,
  opts: { maxDecimals?: number; currency?: string } = {},
): string {
  const d = new D(value);
  const [size, name] = SHORT[locale].find(([s]) => d.abs().gte(s)) ?? [1, ''];
  const scaled = d.div(size);
  const text =
    size === 1
      ? formatDecimal(scaled, locale, 0)
      : opts.maxDecimals === undefined
        ? formatDecimal(scaled, locale, 1)
        : formatDecimal(scaled, locale, scaled.toDecimalPlaces(opts.maxDecimals).decimalPlaces());
  return opts.currency === undefined
    ? text + name
    : withCurrency(text + name, locale, opts.currency);
}

export type ParseNumberError = 'empty' | 'format' | 'ambiguous' | 'decimals';
export type ParsedNumber =
  | { ok: true; /** canonical decimal text, "8644745.20" */ value: string; number: number }
  | { ok: false; error: ParseNumberError };

const SPACES = /[ \u00A0\u202F\u2009]/;
const GROUPED = (sep: string) => new RegExp(`^\\d{1,3}(?:${sep}\\d{3})+$`);

/**
 * A number typed or pasted the local way, read exactly or refused (never scaled in silence):
 * "8 644 745,20", "8644745.20", "8,644,745.20", "8.644.745,20", "1 500", "−12,5".
 * Spaces (ordinary, no-break, thin) group thousands and must split the digits in threes. A
 * separator that appears more than once groups thousands; a comma and a point together: the last
 * one is the decimal mark. One lone separator followed by exactly three digits is the locale's
 * question: in English "1,500" is 1500 and "1.500" is 1.5; in Russian "1,500" is 1.5 and "1.500"
 * is refused as `ambiguous` (a Russian reader may mean either). More than `maxDecimals` decimals
 * is `decimals`; anything else unreadable is `format`; blank is `empty`.
 */
export function parseLocalNumber(
  text: string,
  locale: NumberLocale,
  opts: { maxDecimals?: number } = {},
): ParsedNumber {
  let s = text.trim();
  if (s === '') return { ok: false, error: 'empty' };
  let negative = false;
  if (s[0] === '-' || s[0] === MINUS) {
    negative = true;
    s = s.slice(1).trim();
  } else if (s[0] === '+') s = s.slice(1).trim();
  if (!/^[\d ,.\u00A0\u202F\u2009]+$/.test(s) || !/^\d|^[.,]\d/.test(s)) {
    return { ok: false, error: 'format' };
  }
  if (SPACES.test(s)) {
    // Spaces group thousands: the integer part must be in threes, then an optional decimal part.
    const m = /^([\d \u00A0\u202F\u2009]+?)(?:([.,])(\d+))?$/.exec(s);
    const int = m?.[1]?.replace(/[ \u00A0\u202F\u2009]/g, ' ');
    if (!m || !int || !GROUPED(' ').test(int)) return { ok: false, error: 'format' };
    return finish(negative, int.replace(/ /g, ''), m[3] ?? '', opts);
  }
  const commas = s.split(',').length - 1;
  const points = s.split('.').length - 1;
  if (commas > 0 && points > 0) {
    const last = s.lastIndexOf(',') > s.lastIndexOf('.') ? ',' : '.';
    const other = last === ',' ? '.' : ',';
    const idx = s.lastIndexOf(last);
    const int = s.slice(0, idx);
    if (s.split(last).length - 1 !== 1 || !GROUPED(`\\${other}`).test(int)) {
      return { ok: false, error: 'format' };
    }
    return finish(negative, int.split(other).join(''), s.slice(idx + 1), opts);
  }
  const sep = commas > 0 ? ',' : points > 0 ? '.' : null;
  if (sep === null) return finish(negative, s, '', opts);
  const count = Math.max(commas, points);
  if (count > 1) {
    if (!GROUPED(`\\${sep}`).test(s)) return { ok: false, error: 'format' };
    return finish(negative, s.split(sep).join(''), '', opts);
  }
  const [int = '', frac = ''] = s.split(sep);
  if (frac.length === 3 && /^\d{1,3}$/.test(int)) {
    if (locale === 'en' && sep === ',') return finish(negative, int + frac, '', opts);
    if (locale === 'ru' && sep === '.') return { ok: false, error: 'ambiguous' };
  }
  if (int === '' && frac === '') return { ok: false, error: 'format' };
  return finish(negative, int || '0', frac, opts);
}

function finish(
  negative: boolean,
  int: string,
  frac: string,
  opts: { maxDecimals?: number },
): ParsedNumber {
  if (!/^\d+$/.test(int) || !/^\d*$/.test(frac)) return { ok: false, error: 'format' };
  const trimmed = frac.replace(/0+$/, '');
  if (opts.maxDecimals !== undefined && trimmed.length > opts.maxDecimals) {
    return { ok: false, error: 'decimals' };
  }
  const d = new D(`${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`);
  const value = d.isZero() ? d.abs().toFixed() : d.toFixed();
  return { ok: true, value, number: Number(value) };
}
