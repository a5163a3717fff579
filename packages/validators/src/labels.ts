import type { Locale } from './users';

/** NO-BREAK SPACE: "№ 1000", "кв. 50" never break across lines. */
const NBSP = '\u00a0';

/** A number people quote, as printed everywhere: 1000 → "№ 1000" (a no-break space). */
export const numbered = (n: number | string): string => `№${NBSP}${n}`;

/** The short word before a unit's number: every unit the service sells is an apartment. */
const UNIT_WORD: Record<Locale, string> = { ru: 'кв.', en: 'apt.' };

/**
 * A unit as it is named everywhere (the grid, bookings, search, notifications, history, exports,
 * the offer): its number and its code together, "кв. 50 · SP-1-1-14-02". Without a number (an old
 * record that kept the code only), the code alone.
 */
export function unitLabel(
  unit: { number?: string | number | null; code: string },
  locale: Locale = 'ru',
): string {
  const number = unit.number == null ? '' : String(unit.number).trim();
  return number ? `${UNIT_WORD[locale]}${NBSP}${number} · ${unit.code}` : unit.code;
}
