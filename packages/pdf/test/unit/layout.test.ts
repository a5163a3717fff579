import { describe, expect, it } from 'vitest';
import { chartBars, chartModel, niceStep } from '../../src/chart';
import { paginateRows } from '../../src/paginate';
import { scheduleSample } from '../fixtures';

describe('paginateRows: rows per page of a self-paginated table', () => {
  // 20 rows on page 1, 46 on the next; the totals take 18 pt (more than a row of 15).
  const layout = {
    rowHeight: 15,
    firstPageSpace: 20 * 15 + 5,
    nextPageSpace: 46 * 15 + 2,
    closingHeight: 18,
  };
  const flexible = { ...layout, firstPageStretch: 40, minLastRows: 6 };

  it.each<[number, [number, number][]]>([
    [0, [[0, 0]]],
    [12, [[0, 12]]],
    [19, [[0, 19]]], // 19 rows + the totals fill page 1
    [
      20,
      [
        [0, 19],
        [19, 20],
      ],
    ], // without a flexible block the totals do not fit: the last row goes with them
    [
      66,
      [
        [0, 20],
        [20, 65],
        [65, 66],
      ],
    ],
  ])('fixed first page: %i rows', (count, pages) => {
    expect(paginateRows(count, layout)).toEqual({ pages, stretch: 0 });
  });

  it.each<[number, [number, number][], number]>([
    [19, [[0, 19]], 0],
    [20, [[0, 20]], 13], // the rows fit on one page: the chart gives 13 pt for the totals
    [
      21,
      [
        [0, 15],
        [15, 21],
      ],
      0,
    ], // 21 rows need two pages: the last one carries 6 rows
    [
      66,
      [
        [0, 22],
        [22, 66],
      ],
      25,
    ], // 20 + 46 rows fit on two pages: two rows move up to page 1, the totals stay on page 2
    [
      67,
      [
        [0, 20],
        [20, 61],
        [61, 67],
      ],
      0,
    ],
  ])('flexible first page: %i rows', (count, pages, stretch) => {
    expect(paginateRows(count, flexible)).toEqual({ pages, stretch });
  });

  it('rows that fit on N pages make N pages; every row once, in order; the last page holds its totals', () => {
    for (let count = 0; count < 400; count++) {
      const { pages, stretch } = paginateRows(count, flexible);
      const needed = count <= 20 ? 1 : 1 + Math.ceil((count - 20) / 46);
      expect(pages, `${count} rows`).toHaveLength(needed);
      expect(pages.flatMap(([a, b]) => Array.from({ length: b - a }, (_, i) => a + i))).toEqual(
        Array.from({ length: count }, (_, i) => i),
      );
      const [from, to] = pages[pages.length - 1] ?? [0, 0];
      const space = pages.length === 1 ? flexible.firstPageSpace + stretch : flexible.nextPageSpace;
      expect((to - from) * 15 + 18, `${count} rows`).toBeLessThanOrEqual(space);
      if (pages.length > 1) expect(to - from, `${count} rows`).toBeGreaterThanOrEqual(6);
      const [a, b] = pages[0] ?? [0, 0];
      expect((b - a) * 15, `${count} rows`).toBeLessThanOrEqual(flexible.firstPageSpace + stretch);
      expect(stretch).toBeLessThanOrEqual(40);
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
