import { describe, expect, it } from 'vitest';
import { chartBars, chartModel, niceStep } from '../../src/chart';
import { paginateRows } from '../../src/paginate';
import { scheduleSample } from '../fixtures';

describe('paginateRows: rows per page of a self-paginated table', () => {
  const layout = { firstPageRows: 20, nextPageRows: 45, closingRows: 1 };
  it.each<[number, [number, number][]]>([
    [0, [[0, 0]]],
    [12, [[0, 12]]],
    [19, [[0, 19]]], // 19 rows + the totals row fill page 1
    [
      20,
      [
        [0, 19],
        [19, 20],
      ],
    ], // the totals row does not fit: the last row goes with it
    [
      21,
      [
        [0, 20],
        [20, 21],
      ],
    ],
    [
      64,
      [
        [0, 20],
        [20, 64],
      ],
    ],
    [
      65,
      [
        [0, 20],
        [20, 64],
        [64, 65],
      ],
    ],
    [
      360,
      [
        [0, 20],
        [20, 65],
        [65, 110],
        [110, 155],
        [155, 200],
        [200, 245],
        [245, 290],
        [290, 335],
        [335, 360],
      ],
    ],
  ])('%i rows', (count, pages) => {
    expect(paginateRows(count, layout)).toEqual(pages);
  });

  it('every row is on exactly one page, in order', () => {
    for (let count = 0; count < 200; count++) {
      const pages = paginateRows(count, layout);
      expect(pages.flatMap(([a, b]) => Array.from({ length: b - a }, (_, i) => a + i))).toEqual(
        Array.from({ length: count }, (_, i) => i),
      );
      const last = pages[pages.length - 1] ?? [0, 0];
      const capacity = pages.length === 1 ? layout.firstPageRows : layout.nextPageRows;
      expect(last[1] - last[0] + layout.closingRows).toBeLessThanOrEqual(capacity);
    }
  });
});

describe('chart: one bar per payment up to 60, per year beyond', () => {
  it('12 payments: 12 monthly bars, the first payment cut', () => {
    const model = chartModel(scheduleSample(12).items);
    expect(model.bucket).toBe('month');
    expect(model.bars.map((b) => b.label)).toEqual([
      '12.26',
      '01.27',
      '02.27',
      '03.27',
      '04.27',
      '05.27',
      '06.27',
      '07.27',
      '08.27',
      '09.27',
      '10.27',
      '11.27',
    ]);
    expect(model.capped).toBe(true); // 3 600 000 against 412 345,67
    expect(model.top).toBeGreaterThanOrEqual(412_345.67);
    expect(model.top).toBeLessThan(3_600_000);
    expect(model.ticks[0]).toBe(0);
    expect(model.ticks[model.ticks.length - 1]).toBe(model.top);
  });

  it('360 payments: 31 yearly bars with exact sums', () => {
    const { bucket, bars } = chartBars(scheduleSample(360).items);
    expect(bucket).toBe('year');
    expect(bars).toHaveLength(31); // Dec 2026 … Nov 2056
    expect(bars[0]).toMatchObject({ label: '2026', amount: '3600000.00' });
    // 12 × 41 234.56 = 494 814.72
    expect(bars[1]).toMatchObject({ label: '2027', amount: '494814.72' });
    expect(bars[30]).toMatchObject({ label: '2056', amount: '453580.16' }); // 11 payments
  });

  it('even payments are not capped', () => {
    const items = Array.from({ length: 6 }, (_, i) => ({
      date: `2027-0${i + 1}-10`,
      area: '40.00',
      priceSqByMonth: '2500.00',
      priceByMonth: '100000.00',
    }));
    const model = chartModel(items);
    expect(model.capped).toBe(false);
    expect(model.top).toBe(100_000);
  });

  it.each<[number, number]>([
    [100, 25],
    [412_345.67, 200_000],
    [1_000_000, 250_000],
    [7, 2],
  ])('niceStep(%d) = %d', (max, step) => {
    expect(niceStep(max)).toBe(step);
  });
});
