import {
  formatDecimal,
  parseLocalNumber,
  toDecimal,
  type NumberLocale,
  type ParseNumberError,
} from '@app/pricing';

/**
 * Numbers typed into the web's inputs, read the local way or refused with a reason (the pure part
 * of components/forms/number-field.tsx, unit-tested in apps/web/test/unit/lib/number-text.test.ts).
 * Built on @app/pricing's parseLocalNumber, so a number is never scaled in silence: "8 644 745,20",
 * "8644745.20" and "8,644,745.20" are all 8644745.2; "1.500" in Russian is refused as ambiguous,
 * with both readings offered.
 */
export type NumberRead =
  | { ok: true; /** canonical decimal text, "8644745.2" */ value: string; number: number }
  | { ok: false; error: 'empty' }
  | { ok: false; error: Exclude<ParseNumberError, 'empty'>; readings?: [string, string] };

/** Money has kopecks: at most 2 decimals. */
export const MONEY_DECIMALS = 2;

const AMBIGUOUS = /^([-+\u2212]?)\s*(\d{1,3})[.,](\d{3})$/;

/** The text read as a number (at most `maxDecimals` decimals), or why it cannot be. */
export function readNumber(text: string, locale: NumberLocale, maxDecimals?: number): NumberRead {
  const parsed = parseLocalNumber(text, locale, { maxDecimals });
  if (parsed.ok) return parsed;
  if (parsed.error !== 'ambiguous') return { ok: false, error: parsed.error };
  // "1.500": one thousand five hundred, or one and a half? Offer both, written unambiguously.
  const m = AMBIGUOUS.exec(text.trim());
  if (!m) return { ok: false, error: 'ambiguous' };
  const minus = m[1] === '' || m[1] === '+' ? '' : '-';
  const thousands = numberText(`${minus}${m[2]}${m[3]}`, locale);
  const fraction = numberText(`${minus}${m[2]}.${m[3]}`, locale);
  return { ok: false, error: 'ambiguous', readings: [thousands, fraction] };
}

/**
 * A number as the input shows it, the local way: "8 644 745,2" / "8,644,745.2"; with
 * `decimals` (2 for money) exactly that many places: "8 644 745,20". Blank for nothing or NaN.
 * What it writes, readNumber reads back to the same value.
 */
export function numberText(
  value: number | string | null | undefined,
  locale: NumberLocale,
  decimals?: number,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  let d;
  try {
    d = toDecimal(value);
  } catch {
    return String(value);
  }
  return formatDecimal(d, locale, decimals ?? d.decimalPlaces());
}
