import { describe, expect, it } from 'vitest';
import { renderPaymentSchedule } from '../../src';
import { scheduleTableLayout } from '../../src/templates/schedule';
import { scheduleForBooking, scheduleSample } from '../fixtures';
import { pdfInfo, pdfTextPages } from '../pdf-tools';

const oneLine = (page: string) => page.replace(/\s+/g, ' ');

/** The rows each page holds (without the totals) and the pages `count` rows need on their own. */
function pagesFor(count: number, withSubject: boolean) {
  const layout = scheduleTableLayout(withSubject);
  const first = Math.floor(layout.firstPageSpace / layout.rowHeight);
  const next = Math.floor(layout.nextPageSpace / layout.rowHeight);
  return { first, next, needed: count <= first ? 1 : 1 + Math.ceil((count - first) / next) };
}

describe('payment schedule: no short last page', { timeout: 60_000 }, () => {
  const plain = pagesFor(0, false);
  const subject = pagesFor(0, true);
  // Typical terms, and the counts where the rows exactly fill their pages (the totals alone used
  // to spill onto a page of their own there) or just overflow them.
  const cases: [number, boolean][] = [
    [12, false],
    [24, false],
    [36, false],
    [120, false],
    [12, true],
    [24, true],
    [25, true],
    [36, true],
    [120, true],
    [plain.first, false],
    [plain.first + 1, false],
    [plain.first + plain.next, false],
    [subject.first, true],
    [subject.first + subject.next, true],
    [subject.first + 2 * subject.next, true],
  ];

  it.each(cases)(
    '%i rows (for a booking: %s): the pages the rows need, totals with the last rows',
    async (count, withSubject) => {
      const data = withSubject ? scheduleForBooking(count) : scheduleSample(count);
      const pdf = await renderPaymentSchedule(data);
      const { needed } = pagesFor(count, withSubject);
      expect(Number(pdfInfo(pdf).Pages)).toBe(needed);
      const pages = pdfTextPages(pdf).map(oneLine);
      expect(pages).toHaveLength(needed);
      const last = pages[pages.length - 1] ?? '';
      expect(last).toContain('Итого');
      expect(last).toContain(data.totals.priceByMonth.replace('.', ',').slice(-6));
      if (needed > 1) {
        // The last page carries rows with the totals: at least 6 of them (a date each).
        expect(last.match(/\d\d\.\d\d\.\d{4}/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
      }
    },
  );
});

describe(
  'payment schedule for a booking: what it is for and who it is for',
  { timeout: 30_000 },
  () => {
    it('names the unit (name, code, area), the booking number and the customer; the area has no total', async () => {
      const pages = pdfTextPages(await renderPaymentSchedule(scheduleForBooking(24))).map(oneLine);
      const first = pages[0] ?? '';
      // Card labels are letter-spaced capitals: pdftotext reads them with gaps.
      const squeezed = first.replace(/\s/g, '');
      expect(squeezed).toContain('ОБЪЕКТ');
      expect(squeezed).toContain('ПОКУПАТЕЛЬ');
      for (const expected of [
        'Квартира 2-комнатная №145',
        // (pdftotext drops a few glyphs of these card lines, "SK" and a "c", though they print.)
        '-1-2-145 · 58,40 м²',
        'Бронирование № 1023',
        'Иван Фёдорович Крузенштерн',
        '+79117654321',
        'Платежи по месяцам',
      ]) {
        expect(first).toContain(expected);
      }
      const all = pages.join(' ');
      // 24 × 58,40 = 1 401,60 m² would be the old area "total".
      expect(all).not.toContain('1 401,60');
      expect(pages[pages.length - 1]).toMatch(/Итого .*13 083 950,41/);
    });

    it('without a unit or customer the schedule has no such cards', async () => {
      const first = oneLine(pdfTextPages(await renderPaymentSchedule(scheduleSample(12)))[0] ?? '');
      expect(first.replace(/\s/g, '')).not.toMatch(/ОБЪЕКТ|ПОКУПАТЕЛЬ/);
    });

    it('the chart caption speaks to the customer', async () => {
      const first = oneLine(
        pdfTextPages(await renderPaymentSchedule(scheduleSample(120)))[0] ?? '',
      );
      expect(first).toContain('Платежи по годам, сумма за год');
      expect(first).toContain('Крупный платёж показан не в масштабе');
      expect(first).not.toMatch(/обрезаны|подписана/);
    });
  },
);
