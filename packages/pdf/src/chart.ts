import { format } from 'date-fns/format';
import { roundMoney, toDecimal, type Decimal } from '@app/pricing';
import { calendarDate, parseDecimal } from './format';
import type { ScheduleItem } from './types';

/** Up to this many payments the chart has one bar per payment; beyond it, one bar per year. */
export const MAX_MONTHLY_BARS = 60;

export interface ChartBar {
  /** Axis label: "01.27" (month) or "2027" (year). */
  label: string;
  /** The exact sum of the bucket's payments (decimal string, 2 decimals). */
  amount: string;
  /** The same as a number, for geometry only. */
  value: number;
}

export interface ChartModel {
  bucket: 'month' | 'year';
  bars: ChartBar[];
  /** The y axis: 0..top with a tick every `step`. */
  top: number;
  ticks: number[];
  /**
   * Set when one bar (typically the first payment) dwarfs the rest: the axis is scaled to the
   * others and the taller bars are drawn cut, with their amount printed.
   */
  capped: boolean;
}

/** Payments bucketed by payment (≤ 60 payments) or by calendar year, summed exactly. */
export function chartBars(items: readonly ScheduleItem[]): Pick<ChartModel, 'bucket' | 'bars'> {
  const bucket = items.length <= MAX_MONTHLY_BARS ? 'month' : 'year';
  const sums = new Map<string, Decimal>();
  for (const item of items) {
    const key = format(calendarDate(item.date), bucket === 'month' ? 'MM.yy' : 'yyyy');
    sums.set(key, (sums.get(key) ?? toDecimal(0)).plus(parseDecimal(item.priceByMonth)));
  }
  // Two payments in one month (a first payment and the first instalment) share a bar.
  const bars = [...sums].map(([label, sum]) => ({
    label,
    amount: roundMoney(sum),
    value: sum.toNumber(),
  }));
  return { bucket, bars };
}

/** A "nice" step (1, 2, 2.5 or 5 × 10^k) giving about `count` intervals up to `max`. */
export function niceStep(max: number, count = 4): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const nice =
    residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10;
  return nice * magnitude;
}

/** The whole chart: bars, the y scale and its ticks. */
export function chartModel(items: readonly ScheduleItem[]): ChartModel {
  const { bucket, bars } = chartBars(items);
  const values = bars.map((b) => b.value).sort((a, b) => b - a);
  const highest = values[0] ?? 0;
  // The second largest distinct level: a first payment of 30 % against 240 instalments of 0.3 %
  // would leave the instalments as hairlines; scale to them and cut the outlier instead.
  const second = values.find((v) => v < highest) ?? highest;
  const capped = values.length >= 3 && second > 0 && highest > 3 * second;
  const scaleMax = capped ? second * 1.15 : highest;
  const step = niceStep(scaleMax);
  const top = Math.max(step, Math.ceil(scaleMax / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let t = 0; t <= top + step / 2; t += step) ticks.push(Math.round(t * 100) / 100);
  return { bucket, bars, top, ticks, capped };
}
