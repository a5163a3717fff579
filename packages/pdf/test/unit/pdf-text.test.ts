import { describe, expect, it } from 'vitest';
import { renderCommercialOffer, renderPaymentSchedule } from '../../src';
import type { CommercialOfferData } from '../../src';
import { offerManyUnits, offerSample, scheduleSample } from '../fixtures';
import { pdfInfo, pdfPageSizes, pdfTextPages } from '../pdf-tools';

const oneLine = (page: string) => page.replace(/\s+/g, ' ');
const joined = (pages: string[]) => pages.join('\n');

describe('commercial offer: the text a customer reads', { timeout: 30_000 }, () => {
  const hostile: CommercialOfferData = {
    ...offerSample,
    customer: { ...offerSample.customer, agency: '<b>x</b> {{y}} \u202eКлюч' },
  };

  it('names, contacts, prices the Russian way, page numbers, hostile strings as literal text', async () => {
    const pages = pdfTextPages(await renderCommercialOffer(hostile)).map(oneLine);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? '';
    for (const expected of [
      'Иван Фёдорович Крузенштерн',
      'Анна Сергеевна Петрова',
      '+7 (921) 123-45-67',
      'a.petrova@sever-kvartal.ru',
      'ГК «Северный квартал»',
      '12 450 000,00 ₽',
      '−622 500,00 ₽',
      '+450 000,00 ₽',
      '12 277 500,00 ₽',
      '213 184,93 ₽',
      '58,40 м²',
      'Чистовая (white box)',
      'ЖК «Северный парк»',
      'Машино-место в паркинге +1 500 000,00 ₽ (не включено)',
      'Предложение действительно до 31 декабря 2026 г.',
      '№ КП-000123',
      '25 ноября 2026 г.',
      'Стр. 1 из 1',
      // The URL under the QR code, broken into lines: its parts are there.
      'https://crm.example.ru/o/8f0b5c1e',
      // Markup-looking text is text; the bidi override is dropped, so "Ключ" reads left to right.
      '<b>x</b> {{y}} Ключ',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('чюлК');
  });

  it('several units: a section each, the number and "Стр. N из M" on every page', async () => {
    const pages = pdfTextPages(await renderCommercialOffer(offerManyUnits)).map(oneLine);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain('КП-000123');
      expect(page).toContain(`Стр. ${i + 1} из ${pages.length}`);
    });
    const all = pages.join(' ');
    expect(all).toContain('Цена по запросу');
    expect(all).toContain('студия');
    expect(all).toContain('98 765 432,10 ₽');
    expect(all).toContain('Параметр 14');
  });

  it('emoji are dropped, not printed as boxes; the rest prints', async () => {
    const data: CommercialOfferData = {
      ...offerSample,
      customer: { ...offerSample.customer, name: 'Иван 😀 Крузенштерн 👍🏽', agency: 'Ключ 🇷🇺 ❤️ ©' },
      units: offerSample.units.map((u) => ({ ...u, name: '🏠 Квартира №145 ✨' })),
    };
    const text = pdfTextPages(await renderCommercialOffer(data))
      .map(oneLine)
      .join(' ');
    expect(text).toContain('Иван Крузенштерн');
    expect(text).toContain('Агентство: Ключ ©');
    expect(text).toContain('Квартира №145');
    expect(text).not.toMatch(/[\u{1F000}-\u{1FAFF}\u2600-\u27BF\uFE0F\uFFFD\u25A1]/u);
  });

  it('no plan block when there is no plan (no grey placeholder either)', async () => {
    const data: CommercialOfferData = {
      ...offerSample,
      units: offerSample.units.map((u) => ({ ...u, plan: null })),
    };
    const text = pdfTextPages(await renderCommercialOffer(data))
      .map(oneLine)
      .join(' ');
    expect(text).not.toContain('Планировка');
    expect(text).toContain('58,40 м²');
  });

  it('no developer block and no facing line when they are null', async () => {
    const data: CommercialOfferData = {
      ...offerSample,
      developer: null,
      units: offerSample.units.map((u) => ({ ...u, facing: null })),
    };
    const text = pdfTextPages(await renderCommercialOffer(data))
      .map(oneLine)
      .join(' ');
    expect(text).not.toContain('ЗАСТРОЙЩИК');
    expect(text).not.toContain('Северный квартал»');
    expect(text).not.toContain('Отделка');
    expect(text).toContain('Иван Фёдорович Крузенштерн');
  });

  it('PDF metadata: title, author, creation date = issuedAt', async () => {
    const info = pdfInfo(await renderCommercialOffer(offerSample));
    expect(info.Title).toBe('Коммерческое предложение КП-000123');
    expect(info.Author).toBe('Анна Сергеевна Петрова');
    expect(info.CreationDate).toBe('2026-11-24T22:30:00Z');
    expect(info['Page size']).toContain('(A4)');
  });
});

describe('payment schedule: the text a customer reads', { timeout: 30_000 }, () => {
  it('360 payments: every page numbered and headed, the totals the Russian way', async () => {
    const pdf = await renderPaymentSchedule(scheduleSample(360));
    const pages = pdfTextPages(pdf).map(oneLine);
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, i) => {
      expect(page).toContain('№ ГП-000045');
      expect(page).toContain(`Стр. ${i + 1} из ${pages.length}`);
      expect(page).toContain('Платёж, ₽'); // the table header on every page
    });
    const first = pages[0] ?? '';
    for (const expected of [
      'Анна Сергеевна Петрова',
      '+7 (921) 123-45-67',
      'Офис продаж «Северный квартал»',
      'Санкт-Петербург, Приморский проспект, 54, корп. 1',
      '18 403 207,04 ₽',
      '2 140 354,18 ₽',
      '7,5 % годовых',
      '15.12.2026',
      '3 600 000,00',
      '61 643,84',
    ]) {
      expect(first).toContain(expected);
    }
    const last = pages[pages.length - 1] ?? '';
    expect(last).toContain('15.11.2056');
    expect(last).toContain('Итого');
    expect(last).toContain('18 403 207,04');
    // Only the payments add up: 360 × 58,40 m² of one unit is no total.
    expect(joined(pages)).not.toContain('21 024,00');
    // Every payment is listed once: rows 1..360.
    expect(joined(pages).match(/41 234,56/g)).toHaveLength(359);
    const info = pdfInfo(pdf);
    expect(info.Title).toBe('График платежей ГП-000045');
    expect(info.CreationDate).toBe('2026-11-24T22:30:00Z');
    // Explicit pages that do not wrap are still A4 (react-pdf sizes them by their content).
    const sizes = pdfPageSizes(pdf);
    expect(sizes).toHaveLength(pages.length);
    for (const size of sizes) expect(size).toBe('595.28 x 841.89 pts (A4)');
  });

  it('a short schedule is one page with the table and its totals', async () => {
    const pages = pdfTextPages(await renderPaymentSchedule(scheduleSample(12))).map(oneLine);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Стр. 1 из 1');
    expect(pages[0]).toContain('Итого');
    expect(pages[0]).toContain('8 135 802,37');
    expect(pages[0]).toContain('0 % годовых');
  });
});

describe('reproducible bytes', { timeout: 30_000 }, () => {
  it('identical data gives identical bytes (offer and schedule)', async () => {
    const [a, b] = [
      await renderCommercialOffer(offerSample),
      await renderCommercialOffer(offerSample),
    ];
    expect(a.equals(b)).toBe(true);
    const data = scheduleSample(40);
    const [c, d] = [await renderPaymentSchedule(data), await renderPaymentSchedule(data)];
    expect(c.equals(d)).toBe(true);
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a different issue instant changes the bytes', async () => {
    const a = await renderCommercialOffer(offerSample);
    const b = await renderCommercialOffer({
      ...offerSample,
      meta: { ...offerSample.meta, issuedAt: '2026-11-24T22:30:01.000Z' },
    });
    expect(a.equals(b)).toBe(false);
  });
});
