import { describe, expect, it } from 'vitest';
import {
  fileNamePart,
  formatArea,
  formatDateLong,
  formatDateShort,
  formatPercent,
  offerFileName,
  plainText,
  scheduleFileName,
  scheduleTotals,
  ruCountWord,
} from '../../src/format';

// Written with visible separators: "·" is the no-break space U+00A0, "−" the minus sign U+2212.
const nb = (s: string) => s.replaceAll('·', '\u00A0');

describe("money: the templates print @app/pricing's formatMoney, this module has no money formatter", () => {
  it('exports no formatRub / formatSignedRub / formatNumber', async () => {
    const mod: Record<string, unknown> = await import('../../src/format');
    for (const name of ['formatRub', 'formatSignedRub', 'formatNumber'])
      expect(mod[name], name).toBeUndefined();
  });

  it('refuses an area that is not a decimal string', () => {
    for (const bad of ['', 'abc', '1,5', '1e5', 'NaN', 'Infinity', '1.2.3'])
      expect(() => formatArea(bad), bad).toThrow(TypeError);
  });
});

describe('plainText: what the font cannot draw is dropped', () => {
  it.each([
    ['Иван 😀 Петров', 'Иван Петров'],
    ['👍🏽 Отлично', 'Отлично'],
    ['Флаг 🇷🇺 и сердце ❤️', 'Флаг и сердце'],
    ['Семья 👨‍👩‍👧 ok', 'Семья ok'],
    ['1️⃣ этаж', '1 этаж'],
    ['© ® ™ stay', '© ® ™ stay'],
    ['<b>x</b> {{y}}', '<b>x</b> {{y}}'],
  ])('%j → %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});

describe('formatArea, formatPercent', () => {
  it.each([
    ['54.3', '54,30·м²'],
    ['1234.567', '1·234,57·м²'],
    ['0', '0,00·м²'],
  ])('area %s → %s', (input, expected) => {
    expect(formatArea(input)).toBe(nb(expected));
  });

  it.each([
    ['7.5', '7,5·%'],
    ['7.50', '7,5·%'],
    ['0', '0·%'],
    ['12', '12·%'],
  ])('percent %s → %s', (input, expected) => {
    expect(formatPercent(input)).toBe(nb(expected));
  });
});

describe('dates: Moscow calendar day, Russian', () => {
  it.each([
    ['2026-11-25', '25·ноября·2026·г.', '25.11.2026'],
    ['2026-11-24T21:00:00Z', '25·ноября·2026·г.', '25.11.2026'], // 00:00 in Moscow
    ['2026-11-24T20:59:59Z', '24·ноября·2026·г.', '24.11.2026'],
    ['2027-01-01T00:00:00+03:00', '1·января·2027·г.', '01.01.2027'],
    ['2028-02-29', '29·февраля·2028·г.', '29.02.2028'],
  ])('%s → %s / %s', (iso, long, short) => {
    expect(formatDateLong(iso)).toBe(nb(long));
    expect(formatDateShort(iso)).toBe(short);
  });

  it('refuses what is not a date', () => {
    expect(() => formatDateLong('завтра')).toThrow(TypeError);
  });
});

describe('file names: ASCII only', () => {
  it.each([
    ['КП-000123', 'offer-KP-000123.pdf', 'schedule-KP-000123.pdf'],
    ['ГП-000045', 'offer-GP-000045.pdf', 'schedule-GP-000045.pdf'],
    ['Щука Ёж/Юла.1', 'offer-Shchuka-Ezh-Yula-1.pdf', 'schedule-Shchuka-Ezh-Yula-1.pdf'],
    ['../../etc/passwd', 'offer-etc-passwd.pdf', 'schedule-etc-passwd.pdf'],
    ['"quotes";\r\nX-Header: 1', 'offer-quotes-X-Header-1.pdf', 'schedule-quotes-X-Header-1.pdf'],
    ['', 'offer.pdf', 'schedule.pdf'],
    ['№ 💥', 'offer.pdf', 'schedule.pdf'],
  ])('%j → %s', (number, offer, schedule) => {
    expect(offerFileName(number)).toBe(offer);
    expect(scheduleFileName(number)).toBe(schedule);
    expect(offer).toMatch(/^[A-Za-z0-9.-]+$/);
  });

  it('is at most 80 characters of number', () => {
    expect(fileNamePart('Я'.repeat(100))).toHaveLength(80);
    expect(fileNamePart('a-'.repeat(60))).not.toMatch(/-$/);
  });
});

describe('scheduleTotals: the exact sum of the payments (the only column that adds up)', () => {
  it('sums that binary floating point gets wrong', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const items = [
      { area: '0.1', priceByMonth: '0.1' },
      { area: '0.2', priceByMonth: '0.2' },
    ];
    expect(scheduleTotals(items)).toEqual({ priceByMonth: '0.30' });
  });

  it('360 payments of 41 234,56 plus a first payment, beyond float precision', () => {
    const items = [
      { area: '58.40', priceByMonth: '3600000.00' },
      ...Array.from({ length: 359 }, () => ({ area: '58.40', priceByMonth: '41234.56' })),
    ];
    // 3 600 000 + 359 × 41 234.56 = 18 403 207.04; the area is not summed (58.40 is the unit's)
    expect(scheduleTotals(items)).toEqual({ priceByMonth: '18403207.04' });
  });

  it('large amounts stay exact', () => {
    const items = [
      { area: '1', priceByMonth: '9007199254740993.01' },
      { area: '1', priceByMonth: '0.02' },
    ];
    expect(scheduleTotals(items).priceByMonth).toBe('9007199254740993.03');
  });

  it('an empty schedule sums to zero', () => {
    expect(scheduleTotals([])).toEqual({ priceByMonth: '0.00' });
  });
});

describe('plainText: data strings as one line of plain text', () => {
  it.each([
    ['<b>x</b> {{y}} \u202e', '<b>x</b> {{y}}'],
    ['Иван\u202eвортеП', 'ИванвортеП'],
    ['a\u200Bb\u2066c\u2069\uFEFF', 'abc'],
    ['строка 1\nстрока\t2', 'строка 1 строка 2'],
    ['\u0000\u0007ok', 'ok'],
  ])('%j → %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});

describe('ruCountWord', () => {
  const payments = { one: 'платёж', few: 'платежа', many: 'платежей' };
  it('picks the Russian form for the count (hand-written table)', () => {
    const table: [number, string][] = [
      [0, 'платежей'],
      [1, 'платёж'],
      [2, 'платежа'],
      [4, 'платежа'],
      [5, 'платежей'],
      [11, 'платежей'],
      [12, 'платежей'],
      [14, 'платежей'],
      [21, 'платёж'],
      [22, 'платежа'],
      [111, 'платежей'],
      [360, 'платежей'],
    ];
    for (const [n, word] of table) expect(ruCountWord(n, payments), String(n)).toBe(word);
  });
});
