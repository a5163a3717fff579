import { toDecimal, type NumberLocale } from '@app/pricing';
import { RULE_USED_BY_DEFAULT } from '@app/validators';
import { readNumber } from '../../../lib/number-text';

/**
 * The pure part of the "discount or option on many units" dialog (unit-tested in
 * apps/web/test/unit/pricing/bulk-conditions.test.ts): which units (the ticked rows, or a filter
 * read into units.list's filters), and the fields read into the request of
 * `discountConditions.createMany` / `optionConditions.createMany`. No price is computed here: the
 * preview is the server's dry run, the live breakdown of the amounts @app/pricing's.
 */

/** The units: the ticked rows, or every unit matching building, section, rooms and floors. */
export interface BulkSelection {
  mode: 'ticked' | 'filter';
  building: string;
  section: string;
  rooms: string;
  floorFrom: string;
  floorTo: string;
}

export const NO_SELECTION_FILTER: Omit<BulkSelection, 'mode'> = {
  building: '',
  section: '',
  rooms: '',
  floorFrom: '',
  floorTo: '',
};

type Filter = { property: string; operator: 'EQ' | 'GTE' | 'LTE'; value: (string | number)[] };

/**
 * units.list's filters for a filter selection, or the key of what is wrong: `unreadable` (a
 * number field that is not a whole number) or `empty` (no field: that would be every unit).
 */
export function selectionFilters(
  s: BulkSelection,
  locale: NumberLocale,
): Filter[] | 'unreadable' | 'empty' {
  const out: Filter[] = [];
  if (s.building.trim())
    out.push({ property: 'building', operator: 'EQ', value: [s.building.trim()] });
  const numbers = [
    ['section', 'EQ', s.section],
    ['rooms', 'EQ', s.rooms],
    ['floor', 'GTE', s.floorFrom],
    ['floor', 'LTE', s.floorTo],
  ] as const;
  for (const [property, operator, text] of numbers) {
    if (!text.trim()) continue;
    const read = readNumber(text, locale, 0);
    if (!read.ok) return 'unreadable';
    out.push({ property, operator, value: [read.number] });
  }
  return out.length > 0 ? out : 'empty';
}

/** What is wrong with a selection before any unit is looked up, or null. */
export function selectionProblem(
  s: BulkSelection,
  ticked: number,
  locale: NumberLocale,
): 'empty' | 'unreadable' | 'noneTicked' | null {
  if (s.mode === 'ticked') return ticked > 0 ? null : 'noneTicked';
  const filters = selectionFilters(s, locale);
  return typeof filters === 'string' ? filters : null;
}

/** The condition's fields as typed. */
export interface BulkTerms {
  kind: 'discount' | 'option';
  ref: string;
  sum: string;
  /** Percent of the base price as typed ("5" is 5 %); the API takes the fraction (0.05). */
  percent: string;
  sumPerSqM: string;
  byDefault: boolean;
  reason: string;
  comment: string;
}

export const EMPTY_TERMS: BulkTerms = {
  kind: 'discount',
  ref: '',
  sum: '',
  percent: '',
  sumPerSqM: '',
  byDefault: false,
  reason: '',
  comment: '',
};

/** What the two requests share once read (the kind's own field added by the caller). */
export interface TermsBody {
  rules: { rule: string; value: 'true' | 'false' }[];
  sum: number | null;
  percent: number | null;
  sum_per_sq_m: number | null;
  reason_id?: string;
  comment?: string;
}

export type TermsError = 'refRequired' | 'invalid' | 'percentRange' | 'commentRequired';
type TermField = 'ref' | 'sum' | 'percent' | 'sumPerSqM' | 'comment';

const DECIMALS = { sum: 2, percent: 4, sumPerSqM: 2 } as const;

type AmountField = 'sum' | 'percent' | 'sumPerSqM';

/** An amount field read: blank is null; not a number, or below 0, is 'invalid'. */
function readAmount(t: BulkTerms, field: AmountField, locale: NumberLocale) {
  const text = t[field];
  if (!text.trim()) return null;
  const read = readNumber(text, locale, DECIMALS[field]);
  return !read.ok || read.number < 0 ? ('invalid' as const) : read.number;
}

/**
 * The three amounts as the live breakdown takes them (the percent as its fraction), or null
 * while one of them does not read as a number.
 */
export function readAmounts(t: BulkTerms, locale: NumberLocale) {
  const [sum, percent, sumPerSqM] = (['sum', 'percent', 'sumPerSqM'] as const).map((f) =>
    readAmount(t, f, locale),
  );
  if (sum === 'invalid' || percent === 'invalid' || sumPerSqM === 'invalid') return null;
  return {
    sum: sum ?? null,
    percent: percent == null ? null : toDecimal(percent).div(100).toNumber(),
    sum_per_sq_m: sumPerSqM ?? null,
  };
}

/** The fields read, or each wrong field's message key. */
export function readTerms(
  t: BulkTerms,
  locale: NumberLocale,
  needsComment: boolean,
): { ok: true; body: TermsBody } | { ok: false; errors: Partial<Record<TermField, TermsError>> } {
  const errors: Partial<Record<TermField, TermsError>> = {};
  const amount = (field: AmountField) => {
    const read = readAmount(t, field, locale);
    if (read !== 'invalid') return read;
    errors[field] = 'invalid';
    return null;
  };
  if (!t.ref) errors.ref = 'refRequired';
  const sum = amount('sum');
  const percent = amount('percent');
  const sumPerSqM = amount('sumPerSqM');
  if (percent !== null && percent > 100) errors.percent = 'percentRange';
  if (needsComment && !t.comment.trim()) errors.comment = 'commentRequired';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      rules: [{ rule: RULE_USED_BY_DEFAULT, value: t.byDefault ? 'true' : 'false' }],
      sum,
      percent: percent === null ? null : toDecimal(percent).div(100).toNumber(),
      sum_per_sq_m: sumPerSqM,
      reason_id: t.reason.trim() || undefined,
      comment: t.comment.trim() || undefined,
    },
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The codes of the selected units a refusal's message names (by id), in its order, once each. */
export function unitsNamed(message: string, codes: ReadonlyMap<string, string>): string[] {
  const named = [...message.matchAll(UUID)].map((m) => codes.get(m[0])).filter(Boolean);
  return [...new Set(named as string[])];
}
