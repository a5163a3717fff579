import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  generateSchedule,
  PricingError,
  toDecimal,
  type ScheduleInput,
} from '../../src';

// Expected values computed by hand / with Python's decimal module (60 digits), never with this
// code.

const base: ScheduleInput = {
  total: '1000.00',
  months: 3,
  firstPayment: '100.00',
  ratePercent: 0,
  startDate: '2026-12-15',
  area: '50',
};

const payments = (input: Partial<ScheduleInput>) =>
  generateSchedule({ ...base, ...input }).items.map((i) => i.priceByMonth);

const sum = (xs: string[]) => xs.reduce((s, x) => s.plus(toDecimal(x)), toDecimal(0)).toFixed(2);

describe('addMonthsClamped: the same day n months on, or the month’s last day', () => {
  it.each<[string, number, string]>([
    ['2026-12-15', 0, '2026-12-15'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-01-31', 2, '2026-03-31'], // from the start day, not from February's 28th
    ['2027-11-30', 3, '2028-02-29'], // leap year
    ['2026-08-31', 1, '2026-09-30'],
    ['2026-12-15', 360, '2056-12-15'],
  ])('%s + %i → %s', (start, n, expected) => {
    expect(addMonthsClamped(start, n)).toBe(expected);
  });

  it.each([['2026-02-30'], ['2026-13-01'], ['15.12.2026'], ['']])('refuses %j', (bad) => {
    expect(() => addMonthsClamped(bad, 1)).toThrow(PricingError);
  });
});

describe('without interest: equal instalments, the last one absorbs the rounding', () => {
  it.each<[Partial<ScheduleInput>, string[]]>([
    [{}, ['100.00', '300.00', '300.00', '300.00']],
    [{ total: '100.00', firstPayment: '0', months: 3 }, ['33.33', '33.33', '33.34']],
    [
      { total: '100.00', firstPayment: '0', months: 6 },
      ['16.67', '16.67', '16.67', '16.67', '16.67', '16.65'],
    ],
    [{ total: '1000.00', firstPayment: '1000.00', months: 0 }, ['1000.00']],
    [{ total: '10.00', firstPayment: '9.99', months: 2 }, ['9.99', '0.01', '0.00']], // 0.005 rounds up; the last absorbs it
    [
      { total: '1.00', firstPayment: '0', months: 200 },
      [...Array<string>(199).fill('0.00'), '1.00'],
    ],
  ])('%j → %j', (input, expected) => {
    const s = generateSchedule({ ...base, ...input });
    expect(s.items.map((i) => i.priceByMonth)).toEqual(expected);
    expect(s.summary).toBe(toDecimal(input.total ?? base.total).toFixed(2));
    expect(s.overpayment).toBe('0.00');
    expect(s.percent).toBe('0');
  });

  it('dates: the start date, then one month apart; price per m² = payment / area', () => {
    const s = generateSchedule({ ...base, startDate: '2026-01-31', area: '58.4' });
    expect(s.items).toEqual([
      { date: '2026-01-31', area: '58.40', priceSqByMonth: '1.71', priceByMonth: '100.00' }, // 1.7123
      { date: '2026-02-28', area: '58.40', priceSqByMonth: '5.14', priceByMonth: '300.00' }, // 5.1370
      { date: '2026-03-31', area: '58.40', priceSqByMonth: '5.14', priceByMonth: '300.00' },
      { date: '2026-04-30', area: '58.40', priceSqByMonth: '5.14', priceByMonth: '300.00' },
    ]);
  });

  it('no first payment: no row for it; the instalments still start a month after the start', () => {
    const s = generateSchedule({ ...base, firstPayment: '0.00' });
    expect(s.items.map((i) => [i.date, i.priceByMonth])).toEqual([
      ['2027-01-15', '333.33'],
      ['2027-02-15', '333.33'],
      ['2027-03-15', '333.34'],
    ]);
  });
});

describe('with interest: an annuity, monthly rate = ratePercent / 12 / 100', () => {
  it('1000 over 2 months at 12 %: checked by hand, month by month', () => {
    // r = 0.01; A = 1000 × 0.01 / (1 − 1.01^−2) = 507.5124378…
    // month 1: interest 10.00, principal 497.51, left 502.49
    // month 2: interest 5.02 (5.0249), principal 502.49 → paid off; total interest 15.02
    const s = generateSchedule({
      ...base,
      total: '1000.00',
      firstPayment: '0',
      months: 2,
      ratePercent: 12,
    });
    expect(s.items.map((i) => i.priceByMonth)).toEqual(['507.51', '507.51']);
    expect(s).toMatchObject({ summary: '1015.02', overpayment: '15.02', percent: '12' });
  });

  it('100 000 over 12 months at 12 %: the textbook 8 884,88 a month', () => {
    const s = generateSchedule({
      ...base,
      total: '100000.00',
      firstPayment: '0',
      months: 12,
      ratePercent: '12',
    });
    const p = s.items.map((i) => i.priceByMonth);
    // A = 8884.8788…; 12 × A = 106618.5459… → 106618.55; last = 106618.55 − 11 × 8884.88
    expect(p.slice(0, 11)).toEqual(Array<string>(11).fill('8884.88'));
    expect(p[11]).toBe('8884.87');
    expect(s).toMatchObject({ summary: '106618.55', overpayment: '6618.55' });
  });

  it.each<[string, string, number, string, string, string, string]>([
    // total, first payment, months, rate, instalment, last, overpayment (Python decimal)
    ['10000000.00', '2000000.00', 120, '12', '114776.76', '114776.61', '5773211.05'],
    ['12000000.00', '3000000.00', 240, '7.5', '72503.39', '72502.77', '8400812.98'],
    ['15877500.00', '3600000.00', 360, '6', '73609.82', '73608.28', '14222033.66'],
  ])(
    '%s, first %s, %i months at %s %%: %s …, last %s, overpayment %s',
    (total, firstPayment, months, rate, instalment, last, overpayment) => {
      const s = generateSchedule({ ...base, total, firstPayment, months, ratePercent: rate });
      const p = s.items.map((i) => i.priceByMonth);
      expect(p).toHaveLength(months + 1);
      expect(p[0]).toBe(firstPayment);
      expect(new Set(p.slice(1, -1))).toEqual(new Set([instalment]));
      expect(p[p.length - 1]).toBe(last);
      expect(s.overpayment).toBe(overpayment);
      // The payments sum exactly to total + overpayment.
      expect(sum(p)).toBe(s.summary);
      expect(toDecimal(s.summary).minus(toDecimal(total)).toFixed(2)).toBe(overpayment);
    },
  );

  it('over a grid of terms and rates: exact sums, equal instalments, nothing negative', () => {
    for (const months of [1, 7, 12, 61, 360, 600]) {
      for (const ratePercent of ['0', '0.1', '7.5', '24']) {
        const s = generateSchedule({
          ...base,
          total: '12345678.91',
          firstPayment: '1234567.89',
          months,
          ratePercent,
        });
        const p = s.items.map((i) => i.priceByMonth);
        expect(sum(p)).toBe(s.summary);
        expect(toDecimal(s.summary).minus('12345678.91').toFixed(2)).toBe(s.overpayment);
        expect(new Set(p.slice(1, -1)).size).toBeLessThanOrEqual(1);
        expect(p.every((x) => !toDecimal(x).isNegative())).toBe(true);
      }
    }
  });

  it('the rate is returned as given, as a plain decimal', () => {
    expect(generateSchedule({ ...base, ratePercent: '7.50' }).percent).toBe('7.5');
    expect(generateSchedule({ ...base, ratePercent: 0.1 }).percent).toBe('0.1');
  });
});

describe('refuses what is not a schedule', () => {
  it.each<[string, Partial<ScheduleInput>]>([
    ['negative months', { months: -1 }],
    ['fractional months', { months: 1.5 }],
    ['more than 600 months', { months: 601 }],
    ['zero total', { total: '0', firstPayment: '0' }],
    ['first payment above the total', { firstPayment: '1000.01' }],
    ['negative first payment', { firstPayment: '-1' }],
    ['negative rate', { ratePercent: '-0.1' }],
    ['zero area', { area: '0' }],
    ['sub-kopeck total', { total: '1000.001' }],
    ['no instalments but a remainder', { months: 0 }],
    ['a bad date', { startDate: '2026-02-29' }],
  ])('%s', (_name, input) => {
    expect(() => generateSchedule({ ...base, ...input })).toThrow(
      expect.objectContaining({ code: 'INVALID_SCHEDULE' }),
    );
  });

  it('a non-number is INVALID_NUMBER', () => {
    expect(() => payments({ total: 'abc' })).toThrow(
      expect.objectContaining({ code: 'INVALID_NUMBER' }),
    );
  });
});
