import { D, PricingError, roundMoney, toDecimal } from './money';
import type { Decimal, DecimalLike, Money } from './money';

export interface ScheduleInput {
  /** The price to pay (first payment included). */
  total: DecimalLike;
  /** Instalments after the first payment (0..600). */
  months: number;
  /** Paid on the start date; 0..total. */
  firstPayment: DecimalLike;
  /** Interest, per cent per year (7.5 = 7.5 %); 0 = equal instalments without interest. */
  ratePercent: DecimalLike;
  /** ISO date (YYYY-MM-DD) of the first payment. */
  startDate: string;
  /** The unit's area, m² (> 0): each row's price per m² is its payment / area. */
  area: DecimalLike;
}

export interface ScheduleRow {
  /** ISO date (YYYY-MM-DD). */
  date: string;
  area: Money;
  /** priceByMonth / area, 2 decimals. */
  priceSqByMonth: Money;
  priceByMonth: Money;
}

export interface Schedule {
  items: ScheduleRow[];
  /** Σ payments = total + overpayment. */
  summary: Money;
  /**
   * What the payments pay beyond the total (the interest): summary − total, "0.00" without
   * interest. `documents.paymentSchedule` takes it as its `range` field.
   */
  overpayment: Money;
  /** ratePercent as a plain decimal string ("7.5"). */
  percent: string;
}

const MAX_MONTHS = 600;

function invalid(message: string): PricingError {
  return new PricingError('INVALID_SCHEDULE', message);
}

/** "2026-01-31" + n months, the day clamped to the month's end (→ "2026-02-28"). */
export function addMonthsClamped(isoDate: string, months: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const year = Number(m?.[1]);
  const month = Number(m?.[2]);
  const day = Number(m?.[3]);
  const valid =
    m !== null && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  if (!valid) throw invalid(`Not an ISO date: ${JSON.stringify(isoDate)}`);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const mo = (index % 12) + 1;
  const d = Math.min(day, daysInMonth(y, mo));
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The instalments of `principal` over `months`, rounded to kopecks, summing exactly to the
 * returned total:
 * - rate 0: principal / months each;
 * - rate > 0: the annuity A = P·r / (1 − (1 + r)^−n), r = ratePercent / 12 / 100; the
 *   instalments then sum to round(n·A) (the exact annuity total, rounded once).
 * Each instalment is rounded half up and the last one absorbs the remainder; if that would make
 * it negative (a tiny principal over many months), they are rounded down instead.
 */
function instalments(principal: Decimal, months: number, rate: Decimal): Decimal[] {
  if (months === 0) return [];
  let exact: Decimal;
  if (rate.isZero()) {
    exact = principal.div(months);
  } else {
    const r = rate.div(1200);
    exact = principal.times(r).div(new D(1).minus(r.plus(1).pow(-months)));
  }
  const sum = new D(roundMoney(exact.times(months)));
  for (const rounding of [D.ROUND_HALF_UP, D.ROUND_DOWN]) {
    const regular = exact.toDecimalPlaces(2, rounding);
    const last = sum.minus(regular.times(months - 1));
    if (!last.isNegative()) return [...Array<Decimal>(months - 1).fill(regular), last];
  }
  throw invalid('The instalments cannot be rounded to kopecks');
}

/**
 * A payment schedule: the first payment on `startDate` (left out when it is 0), then `months`
 * instalments one month apart (start + 1 month, + 2 months, …; a 31st becomes the month's last
 * day). The payments sum exactly to total + overpayment (`summary`), money as 2-decimal strings.
 */
export function generateSchedule(input: ScheduleInput): Schedule {
  const total = toDecimal(input.total);
  const first = toDecimal(input.firstPayment);
  const rate = toDecimal(input.ratePercent);
  const area = toDecimal(input.area);
  const { months } = input;
  if (!Number.isInteger(months) || months < 0 || months > MAX_MONTHS) {
    throw invalid(`months must be an integer 0..${MAX_MONTHS}`);
  }
  if (!total.isPositive() || total.isZero()) throw invalid('total must be positive');
  if (first.isNegative() || first.gt(total)) throw invalid('firstPayment must be 0..total');
  if (rate.isNegative()) throw invalid('ratePercent must not be negative');
  if (!area.isPositive() || area.isZero()) throw invalid('area must be positive');
  if (!first.equals(first.toDecimalPlaces(2)) || !total.equals(total.toDecimalPlaces(2))) {
    throw invalid('total and firstPayment are amounts in kopecks (2 decimals)');
  }
  const principal = total.minus(first);
  if (months === 0 && !principal.isZero()) {
    throw invalid('Without instalments the first payment must be the total');
  }
  addMonthsClamped(input.startDate, 0); // validates the date

  const payments: { offset: number; amount: Decimal }[] = [];
  if (!first.isZero()) payments.push({ offset: 0, amount: first });
  instalments(principal, months, rate).forEach((amount, i) =>
    payments.push({ offset: i + 1, amount }),
  );

  const areaText = roundMoney(area);
  const items = payments.map(({ offset, amount }) => ({
    date: addMonthsClamped(input.startDate, offset),
    area: areaText,
    priceSqByMonth: roundMoney(amount.div(area)),
    priceByMonth: roundMoney(amount),
  }));
  const summary = payments.reduce((sum, p) => sum.plus(p.amount), new D(0));
  return {
    items,
    summary: roundMoney(summary),
    overpayment: roundMoney(summary.minus(total)),
    percent: rate.toFixed(),
  };
}
