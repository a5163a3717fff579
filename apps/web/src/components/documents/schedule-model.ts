import {
  addMonthsClamped,
  generateSchedule,
  parseLocalNumber,
  roundMoney,
  toDecimal,
  type NumberLocale,
} from '@app/pricing';
import type { ScheduleRow } from './schedule-values';

/**
 * The schedule screen's arithmetic, pure (unit-tested): rows typed by hand keep their price per
 * m² and payment in step, the totals follow the rows. Money is exact decimal (@app/pricing).
 */

/** A finite number, or 0 for what is not one yet (a field being typed). */
const num = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
const money = (d: ReturnType<typeof toDecimal>) => Number(roundMoney(d));

/** A calendar day `YYYY-MM-DD` as the date fields hold it: midnight UTC, ISO. */
export const dayIso = (day: string) => `${day}T00:00:00.000Z`;

/** The same day `months` later (31 Jan + 1 → 28/29 Feb), as the date fields hold it. */
export const addMonths = (iso: string, months: number) =>
  dayIso(addMonthsClamped(iso.slice(0, 10), months));

/** Today as the date fields hold a day: midnight UTC of the local calendar day. */
export function todayIso(now = new Date()): string {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString();
}

/** The row "Add a payment" appends: a month after the last one, with its area and amounts. */
export function nextRow(rows: readonly ScheduleRow[], now = new Date()): ScheduleRow {
  const last = rows.at(-1);
  if (!last) return { date: todayIso(now), area: 0, priceSqByMonth: 0, priceByMonth: 0 };
  return { ...last, date: last.date ? addMonths(last.date, 1) : todayIso(now) };
}

export type RowAmount = 'area' | 'priceSqByMonth' | 'priceByMonth';

/**
 * What else changes when one amount of a row is typed: the payment is price per m² × area, so a
 * new price per m² sets the payment, and a new payment or area sets the price per m².
 */
export function linkedAmounts(row: ScheduleRow, changed: RowAmount): Partial<ScheduleRow> {
  const area = num(row.area);
  if (changed === 'priceSqByMonth')
    return { priceByMonth: money(toDecimal(num(row.priceSqByMonth)).times(area)) };
  if (area <= 0) return {};
  return { priceSqByMonth: money(toDecimal(num(row.priceByMonth)).div(area)) };
}

/** The sum of the payments, exact to the kopeck. */
export function sumPayments(rows: readonly Pick<ScheduleRow, 'priceByMonth'>[]): number {
  return money(rows.reduce((sum, r) => sum.plus(num(r.priceByMonth)), toDecimal(0)));
}

/** What the generator was given: the price the payments pay off, and the yearly rate. */
export interface ScheduleBasis {
  total: number;
  ratePercent: number;
}

/**
 * The totals the form shows while they follow the rows: the summary is the sum of the payments;
 * with a generated basis, the overpayment is what they pay beyond the price, the percent its rate.
 */
export function followTotals(
  rows: readonly Pick<ScheduleRow, 'priceByMonth'>[],
  basis: ScheduleBasis | null,
): { summary: number; overpayment?: number; percent?: number } {
  const summary = sumPayments(rows);
  if (!basis) return { summary };
  const over = toDecimal(summary).minus(basis.total);
  return {
    summary,
    overpayment: over.isNegative() ? 0 : money(over),
    percent: basis.ratePercent,
  };
}

/** What the generator is given, as numbers; `startDate` a calendar day `YYYY-MM-DD`. */
export interface GeneratorInput {
  total: number;
  months: number;
  firstPayment: number;
  ratePercent: number;
  startDate: string;
  area: number;
}

/**
 * The rows of @app/pricing's generateSchedule (the first payment, then equal instalments, or an
 * annuity when the rate is above 0) as the form holds them, and the basis its totals follow.
 */
export function generatedRows(input: GeneratorInput): {
  rows: ScheduleRow[];
  basis: ScheduleBasis;
} {
  const schedule = generateSchedule(input);
  return {
    rows: schedule.items.map((i) => ({
      date: dayIso(i.date),
      area: Number(i.area),
      priceSqByMonth: Number(i.priceSqByMonth),
      priceByMonth: Number(i.priceByMonth),
    })),
    basis: { total: input.total, ratePercent: input.ratePercent },
  };
}

/** The generator's fields as typed (the local way of writing numbers). */
export interface GeneratorTexts {
  total: string;
  firstPayment: string;
  area: string;
  months: string;
  ratePercent: string;
  /** `YYYY-MM-DD` */
  startDate: string;
}

export type GeneratorField = keyof GeneratorTexts;
/** Why a field stops the generator: `number` when its text is not a number (it says why itself). */
export type GeneratorError =
  'required' | 'number' | 'positive' | 'firstPayment' | 'months' | 'rate';

/** Decimals each number field takes: kopecks for money and areas, whole months, a rate to 6. */
const GENERATOR_DECIMALS = {
  total: 2,
  firstPayment: 2,
  area: 2,
  months: 0,
  ratePercent: 6,
} as const;

/**
 * The generator's texts read exactly ("8 644 745,20" is 8644745.2) or refused field by field
 * (never a silently scaled value), then checked against each other: a price and an area above 0,
 * a first payment from 0 to the price, 1 to `maxRows` payments in all, a rate from 0 to 100.
 */
export function readGenerator(
  texts: GeneratorTexts,
  locale: NumberLocale,
  maxRows: number,
):
  | { ok: true; input: GeneratorInput }
  | { ok: false; errors: Partial<Record<GeneratorField, GeneratorError>>; maxMonths: number } {
  const errors: Partial<Record<GeneratorField, GeneratorError>> = {};
  const read = (field: keyof typeof GENERATOR_DECIMALS): number => {
    const r = parseLocalNumber(texts[field], locale, { maxDecimals: GENERATOR_DECIMALS[field] });
    if (r.ok) return r.number;
    errors[field] = r.error === 'empty' ? 'required' : 'number';
    return Number.NaN;
  };
  const total = read('total');
  const firstPayment = read('firstPayment');
  const area = read('area');
  const months = read('months');
  const ratePercent = read('ratePercent');
  const startDate = texts.startDate.trim();
  if (!startDate) errors.startDate = 'required';
  if (total <= 0) errors.total = 'positive';
  if (area <= 0) errors.area = 'positive';
  if (firstPayment < 0 || firstPayment > total) errors.firstPayment = 'firstPayment';
  const max = maxRows - (firstPayment > 0 ? 1 : 0);
  if (months < 1 || months > max) errors.months = 'months';
  if (ratePercent < 0 || ratePercent > 100) errors.ratePercent = 'rate';
  if (Object.keys(errors).length > 0) return { ok: false, errors, maxMonths: max };
  return { ok: true, input: { total, firstPayment, area, months, ratePercent, startDate } };
}
