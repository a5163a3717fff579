import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyShort, formatSignedMoney, parseLocalNumber } from '../../src';

const nb = (s: string) => s.replace(/ /g, '\u00A0');

describe('formatMoney: one format per language, two decimals and the currency', () => {
  it.each<[string | number, string, string]>([
    ['7989545.2', nb('7 989 545,20 ₽'), '₽7,989,545.20'],
    ['0', nb('0,00 ₽'), '₽0.00'],
    ['-0.004', nb('0,00 ₽'), '₽0.00'],
    ['50000', nb('50 000,00 ₽'), '₽50,000.00'],
    ['1.005', nb('1,01 ₽'), '₽1.01'],
    ['-412533.33', nb('\u2212412 533,33 ₽'), '\u2212₽412,533.33'],
    ['999.995', nb('1 000,00 ₽'), '₽1,000.00'],
    [12450000, nb('12 450 000,00 ₽'), '₽12,450,000.00'],
  ])('%s → ru %s, en %s', (value, ru, en) => {
    expect(formatMoney(value, 'ru')).toBe(ru);
    expect(formatMoney(value, 'en')).toBe(en);
  });

  it('other currencies print their sign or code', () => {
    expect(formatMoney('10', 'en', 'USD')).toBe('$10.00');
    expect(formatMoney('10', 'ru', 'KZT')).toBe(nb('10,00 KZT'));
    expect(formatMoney('10', 'en', 'KZT')).toBe(nb('KZT 10.00'));
  });

  it('signed amounts carry + for a positive amount only', () => {
    expect(formatSignedMoney('150000', 'ru')).toBe(nb('+150 000,00 ₽'));
    expect(formatSignedMoney('-50000', 'ru')).toBe(nb('\u221250 000,00 ₽'));
    expect(formatSignedMoney('0', 'en')).toBe('₽0.00');
  });

  it('the grid abbreviates with one decimal', () => {
    expect(formatMoneyShort('7989545.2', 'ru')).toBe(nb('8,0 млн'));
    expect(formatMoneyShort('7989545.2', 'en')).toBe('8.0M');
    expect(formatMoneyShort('12500', 'ru')).toBe(nb('12,5 тыс.'));
    expect(formatMoneyShort('950', 'en')).toBe('950');
    // a chart axis: up to 2 decimals without trailing zeros, with the sign
    const axis = (v: string) => formatMoneyShort(v, 'ru', { maxDecimals: 2, currency: 'RUB' });
    expect(['0', '950', '12500', '600000', '1250000', '3000000000'].map(axis)).toEqual(
      ['0 ₽', '950 ₽', '12,5 тыс. ₽', '600 тыс. ₽', '1,25 млн ₽', '3 млрд ₽'].map(nb),
    );
    expect(formatMoneyShort('-1250000', 'en', { maxDecimals: 2, currency: 'RUB' })).toBe('−₽1.25M');
  });
});

describe('parseLocalNumber: the local way of writing numbers, read exactly or refused', () => {
  it.each<[string, 'ru' | 'en', string]>([
    ['8 644 745,20', 'ru', '8644745.2'],
    [nb('8 644 745,20'), 'ru', '8644745.2'],
    ['8\u202F644\u202F745,20', 'ru', '8644745.2'],
    ['8644745.20', 'ru', '8644745.2'],
    ['8644745,20', 'en', '8644745.2'],
    ['8,644,745.20', 'en', '8644745.2'],
    ['8,644,745.20', 'ru', '8644745.2'],
    ['8.644.745,20', 'ru', '8644745.2'],
    ['1,500', 'en', '1500'],
    ['1,500', 'ru', '1.5'],
    ['1.500', 'en', '1.5'],
    ['1 500', 'ru', '1500'],
    ['  42  ', 'ru', '42'],
    ['-12,5', 'ru', '-12.5'],
    ['\u221212,5', 'ru', '-12.5'],
    ['+7', 'en', '7'],
    ['0,5', 'ru', '0.5'],
    [',5', 'ru', '0.5'],
    ['-0', 'ru', '0'],
  ])('%j (%s) → %s', (text, locale, value) => {
    const r = parseLocalNumber(text, locale);
    expect(r).toEqual({ ok: true, value, number: Number(value) });
  });

  it.each<[string, 'ru' | 'en', string]>([
    ['', 'ru', 'empty'],
    ['   ', 'en', 'empty'],
    ['abc', 'ru', 'format'],
    ['1e9', 'en', 'format'],
    ['12 34', 'ru', 'format'],
    ['1 2345', 'ru', 'format'],
    ['8,644,74.20', 'en', 'format'],
    ['1,2,3', 'ru', 'format'],
    ['1.2,3.4', 'ru', 'format'],
    ['1.500', 'ru', 'ambiguous'],
    ['Infinity', 'en', 'format'],
    ['0x10', 'en', 'format'],
    ['.', 'ru', 'format'],
  ])('%j (%s) is refused: %s', (text, locale, error) => {
    expect(parseLocalNumber(text, locale)).toEqual({ ok: false, error });
  });

  it('more decimals than allowed is refused, trailing zeros are not decimals', () => {
    expect(parseLocalNumber('0,001', 'ru', { maxDecimals: 2 })).toEqual({
      ok: false,
      error: 'decimals',
    });
    expect(parseLocalNumber('10,500', 'ru', { maxDecimals: 2 })).toMatchObject({
      ok: true,
      value: '10.5',
    });
  });
});
