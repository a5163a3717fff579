import { describe, expect, it } from 'vitest';
import { numberText, readNumber } from '../../../src/lib/number-text';

const NB = '\u00A0';

describe('readNumber: the inputs read numbers the local way', () => {
  it.each([
    ['8 644 745,20', 'ru', 8644745.2],
    [`8${NB}644${NB}745,20`, 'ru', 8644745.2],
    ['8644745.20', 'ru', 8644745.2],
    ['8,644,745.20', 'ru', 8644745.2],
    ['8644745,2', 'ru', 8644745.2],
    ['8 644 745.20', 'en', 8644745.2],
    ['8,644,745.20', 'en', 8644745.2],
    ['1,500', 'en', 1500],
    ['1,5', 'ru', 1.5],
  ] as const)('%j in %s is %d, exactly (never scaled)', (text, locale, n) => {
    const read = readNumber(text, locale, 2);
    expect(read).toMatchObject({ ok: true, number: n });
  });

  it('the pasted schedule amount is not read as 864 474 520', () => {
    const read = readNumber('8 644 745,20', 'ru', 2);
    expect(read.ok && read.value).toBe('8644745.2');
  });

  it('refuses what it cannot read, and says why', () => {
    expect(readNumber('', 'ru', 2)).toEqual({ ok: false, error: 'empty' });
    expect(readNumber('12abc', 'ru', 2)).toEqual({ ok: false, error: 'format' });
    expect(readNumber('86 44 745', 'ru', 2)).toEqual({ ok: false, error: 'format' });
    expect(readNumber('10,555', 'ru', 2)).toEqual({ ok: false, error: 'decimals' });
    expect(readNumber('1,5', 'ru', 0)).toEqual({ ok: false, error: 'decimals' });
  });

  it('offers both readings of an ambiguous number, written the local way', () => {
    expect(readNumber('1.500', 'ru', 2)).toEqual({
      ok: false,
      error: 'ambiguous',
      readings: [`1${NB}500`, '1,5'],
    });
    expect(readNumber('−12.250', 'ru')).toEqual({
      ok: false,
      error: 'ambiguous',
      readings: [`\u221212${NB}250`, '\u221212,25'],
    });
  });
});

describe('numberText: what a number input shows', () => {
  it.each([
    [8644745.2, 'ru', 2, `8${NB}644${NB}745,20`],
    ['8644745.20', 'en', 2, '8,644,745.20'],
    [5.5, 'ru', undefined, '5,5'],
    [12, 'ru', undefined, '12'],
    [null, 'ru', 2, ''],
    [undefined, 'ru', 2, ''],
    [Number.NaN, 'ru', 2, ''],
  ] as const)('%j in %s (%s decimals) is %j', (value, locale, decimals, text) => {
    expect(numberText(value, locale, decimals)).toBe(text);
  });

  it('reads back to the same value', () => {
    for (const value of [0.01, 1500, 8644745.2, 999999999999.99, -42.5]) {
      for (const locale of ['ru', 'en'] as const) {
        const read = readNumber(numberText(value, locale, 2), locale, 2);
        expect(read.ok && read.number).toBe(value);
      }
    }
  });
});
