import { describe, expect, it } from 'vitest';
import { PricingError, percentChange, roundMoney, toDecimal, toMoney } from '../../src';

// Expected values computed by hand / with Python's decimal module, never with this code.

describe('roundMoney: 2 decimals, ROUND_HALF_UP, never "-0.00"', () => {
  it.each([
    ['0', '0.00'],
    ['12450000', '12450000.00'],
    ['1.005', '1.01'], // Math.round(1.005 * 100) / 100 gives 1
    ['2.675', '2.68'], // (2.675).toFixed(2) gives "2.67"
    ['1.004999', '1.00'],
    ['0.125', '0.13'],
    ['-0.004', '0.00'],
    ['-0.005', '-0.01'], // half away from zero
    ['-1.005', '-1.01'],
    ['987654321.995', '987654322.00'],
    ['10829238.728', '10829238.73'],
  ])('%s → %s', (input, expected) => {
    expect(roundMoney(toDecimal(input))).toBe(expected);
  });

  it.each<[string | number, string]>([
    [1.005, '1.01'], // (1.005).toFixed(2) gives "1.00"
    [54.3, '54.30'],
    [0, '0.00'],
    [' 12.5 ', '12.50'],
    ['-0.001', '0.00'],
  ])('a number or decimal string %s → %s, read exactly', (input, expected) => {
    expect(roundMoney(input)).toBe(expected);
  });

  it('refuses what is not a finite number', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 'abc', ''])
      expect(() => roundMoney(bad)).toThrow(PricingError);
  });
});

describe('percentChange: price × (1 + percent / 100), rounded to kopecks', () => {
  it.each<[string | number, string | number, string]>([
    [100000, 10, '110000.00'],
    [100000, -5, '95000.00'],
    ['12345.67', 0, '12345.67'],
    ['12345.675', 0, '12345.68'],
    ['185432.17', 10, '203975.39'], // 203975.387
    ['185432.17', -5, '176160.56'], // 176160.5615
    ['100.10', '2.5', '102.60'], // 102.6025
    [1.005, 0, '1.01'],
    ['99.99', '33.333', '133.32'], // 133.3196667
    [0.05, 10, '0.06'], // 0.055, half up
    [1000, -100, '0.00'],
    ['100000', '10', '110000.00'],
  ])('%s %s %% → %s', (price, percent, expected) => {
    expect(percentChange(price, percent)).toBe(expected);
  });
});

describe('toDecimal: numbers and decimal strings read the same', () => {
  it.each<[number, string]>([
    [0.1, '0.1'],
    [185432.17, '185432.17'],
    [987654321.99, '987654321.99'],
    [12450000, '12450000.00'],
  ])('%s equals "%s"', (n, s) => {
    expect(toDecimal(n).equals(toDecimal(s))).toBe(true);
  });

  it.each<[string | number]>([['abc'], [''], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    '%s is an INVALID_NUMBER error',
    (bad) => {
      expect(() => toDecimal(bad)).toThrow(PricingError);
      expect(() => toDecimal(bad)).toThrow(expect.objectContaining({ code: 'INVALID_NUMBER' }));
    },
  );
});

describe('toMoney: exact, never rounded', () => {
  it.each<[string | number, string]>([
    [0, '0.00'],
    [12.5, '12.50'],
    ['8644745.2', '8644745.20'],
    [999999999999.99, '999999999999.99'],
    [1e21, '1000000000000000000000.00'],
  ])('%s → %s', (input, expected) => {
    expect(toMoney(input)).toBe(expected);
  });

  it.each<string | number>([1e-9, 0.001, '12.345', 0.1 + 0.2])('%s is refused', (input) => {
    expect(() => toMoney(input)).toThrow(expect.objectContaining({ code: 'INVALID_NUMBER' }));
  });
});
