import { describe, expect, it } from 'vitest';
import {
  basePrice,
  conditionAmount,
  PricingError,
  quote,
  toDecimal,
  type BasePriceInput,
  type QuoteCondition,
  type DecimalLike,
} from '../../src';

// Expected values computed by hand / with Python's decimal module, never with this code.

const bp = (
  fixed_price: DecimalLike | null,
  price_per_sq_m: DecimalLike | null,
): BasePriceInput => ({
  fixed_price,
  price_per_sq_m,
});
let seq = 0;
const opt = (terms: Partial<QuoteCondition>): QuoteCondition => ({
  id: `c${++seq}`,
  kind: 'option',
  ref: 'o',
  ...terms,
});
const disc = (terms: Partial<QuoteCondition>): QuoteCondition =>
  opt({ kind: 'discount', ...terms });

describe('basePrice (exact)', () => {
  it.each<[string, BasePriceInput, DecimalLike, string]>([
    ['fixed price', bp(12450000, null), 58.4, '12450000'],
    ['fixed price wins over per sq m', bp('12450000.00', 200000), 58.4, '12450000'],
    ['fixed price 0 is set', bp(0, 100000), 58.4, '0'],
    ['per sq m × area (numbers)', bp(null, 185432.17), 58.4, '10829238.728'],
    ['per sq m × area (strings)', bp(null, '185432.17'), '58.4', '10829238.728'],
    ['per sq m × area, 72.3 m²', bp(null, '201234.56'), '72.3', '14549258.688'],
    ['large price', bp(null, '987654321.99'), 1, '987654321.99'],
    ['1.005 × 100', bp(null, 1.005), 100, '100.5'],
  ])('%s', (_name, input, area, expected) => {
    expect(basePrice(input, area).equals(toDecimal(expected))).toBe(true);
  });

  it('neither fixed_price nor price_per_sq_m is NO_BASE_PRICE', () => {
    expect(() => basePrice(bp(null, null), 58.4)).toThrow(PricingError);
    expect(() => basePrice(bp(null, null), 58.4)).toThrow(
      expect.objectContaining({ code: 'NO_BASE_PRICE' }),
    );
  });
});

describe('conditionAmount (exact): sum + percent × base + sum_per_sq_m × area', () => {
  it.each<[string, Partial<QuoteCondition>, string, DecimalLike, string]>([
    ['sum alone', { sum: 150000 }, '12450000', 58.4, '150000'],
    ['percent alone', { percent: '0.05' }, '10829238.728', 58.4, '541461.9364'],
    ['sum_per_sq_m alone', { sum_per_sq_m: 1500 }, '12450000', 58.4, '87600'],
    [
      'all three terms',
      { sum: 10000, percent: 0.03, sum_per_sq_m: 250 },
      '12450000',
      58.4,
      '398100',
    ],
    ['all terms null', { sum: null, percent: null, sum_per_sq_m: null }, '12450000', 58.4, '0'],
    ['all terms absent', {}, '12450000', 58.4, '0'],
    ['percent 0', { percent: 0 }, '12450000', 58.4, '0'],
    ['percent 1 is the whole base', { percent: 1 }, '12450000', 58.4, '12450000'],
    ['0.1 + 0.2 (float: 0.30000000000000004)', { sum: 0.1, sum_per_sq_m: 0.2 }, '0', 1, '0.3'],
    ['33.33 × 3 (float: 99.99000000000001)', { sum_per_sq_m: 33.33 }, '0', 3, '99.99'],
    ['12 345 678.91 × 0.07', { percent: '0.07' }, '12345678.91', 1, '864197.5237'],
    ['987 654 321.99 × 0.035', { percent: 0.035 }, '987654321.99', 1, '34567901.26965'],
  ])('%s', (_name, terms, base, area, expected) => {
    const got = conditionAmount(opt(terms), toDecimal(base), area);
    expect(got.equals(toDecimal(expected))).toBe(true);
  });
});

type Row = [
  string,
  BasePriceInput,
  DecimalLike,
  QuoteCondition[],
  [string, string, string, string],
];

describe('quote: [base_price, options_total, discounts_total, total]', () => {
  it.each<Row>([
    [
      'fixed price, no conditions',
      bp(12450000, null),
      58.4,
      [],
      ['12450000.00', '0.00', '0.00', '12450000.00'],
    ],
    [
      '185 432.17 × 58.4',
      bp(null, 185432.17),
      58.4,
      [],
      ['10829238.73', '0.00', '0.00', '10829238.73'],
    ],
    [
      'same as strings',
      bp(null, '185432.17'),
      '58.4',
      [],
      ['10829238.73', '0.00', '0.00', '10829238.73'],
    ],
    [
      'several discounts and options',
      bp(null, 185432.17),
      58.4,
      [
        disc({ percent: 0.05 }),
        opt({ sum_per_sq_m: 1500 }),
        opt({ sum: 250000, percent: 0.01 }),
        disc({ sum: 100000 }),
      ],
      ['10829238.73', '445892.39', '641461.94', '10633669.18'],
    ],
    [
      'three options of 0.005: each line rounds to 0.01, the total is their sum',
      bp(100, null),
      1,
      [opt({ sum: 0.005 }), opt({ sum: '0.005' }), opt({ sum: 0.005 })],
      ['100.00', '0.03', '0.00', '100.03'],
    ],
    [
      'three discounts of 0.005: each line rounds to 0.01, the total is their sum',
      bp(100, null),
      1,
      [disc({ sum: 0.005 }), disc({ sum: 0.005 }), disc({ sum: 0.005 })],
      ['100.00', '0.00', '0.03', '99.97'],
    ],
    [
      // 59 468.55 × 99.1 = 5 893 333.305 → 5 893 333.31; 7 % of the rounded base = 412 533.3317
      // → 412 533.33; 5 893 333.31 − 412 533.33 + 459 000 = 5 939 799.98 (from exact values the
      // total was 5 939 799.97, a kopeck off its own lines).
      'the total is the sum of the printed lines (5 939 799.98)',
      bp(null, '59468.55'),
      '99.10',
      [disc({ percent: '0.07' }), opt({ sum: '459000' })],
      ['5893333.31', '459000.00', '412533.33', '5939799.98'],
    ],
    [
      'a percent applies to the rounded base price',
      bp(null, '0.5'),
      '0.01',
      [opt({ percent: 1 })],
      ['0.01', '0.01', '0.00', '0.02'],
    ],
    ['fixed 1.005 rounds up to 1.01', bp(1.005, null), 1, [], ['1.01', '0.00', '0.00', '1.01']],
    [
      '0.1 + 0.2 − 0.3 is exactly 0',
      bp(0.1, null),
      1,
      [opt({ sum: 0.2 }), disc({ sum: 0.3 })],
      ['0.10', '0.20', '0.30', '0.00'],
    ],
    [
      'large price with a 3.5 % discount',
      bp('987654321.99', null),
      100,
      [disc({ percent: '0.035' })],
      ['987654321.99', '0.00', '34567901.27', '953086420.72'],
    ],
    [
      'discounts above the price: total clamped at 0.00',
      bp(100000, null),
      50,
      [disc({ sum: 150000 })],
      ['100000.00', '0.00', '150000.00', '0.00'],
    ],
  ])('%s', (_name, base, area, conditions, [b, o, d, t]) => {
    const q = quote({ basePrice: base, area, conditions });
    expect([q.base_price, q.options_total, q.discounts_total, q.total]).toEqual([b, o, d, t]);
  });

  it('lines keep id, kind, ref, description and show rounded amount and sign', () => {
    const q = quote({
      basePrice: bp(null, '185432.17'),
      area: '58.4',
      conditions: [
        { id: 'c1', kind: 'discount', ref: 'd-spring', description: 'Spring', percent: '0.05' },
        { id: 'c2', kind: 'option', ref: 'o-finish', sum_per_sq_m: '1500' },
        { id: 'c3', kind: 'discount', ref: 'd-tiny', sum: '0.004' },
      ],
    });
    expect(q.lines).toEqual([
      {
        id: 'c1',
        kind: 'discount',
        ref: 'd-spring',
        description: 'Spring',
        amount: '541461.94',
        signed: '-541461.94',
      },
      {
        id: 'c2',
        kind: 'option',
        ref: 'o-finish',
        description: null,
        amount: '87600.00',
        signed: '87600.00',
      },
      {
        id: 'c3',
        kind: 'discount',
        ref: 'd-tiny',
        description: null,
        amount: '0.00',
        signed: '0.00',
      },
    ]);
    // 10829238.728 + 87600 − 541461.9364 − 0.004 = 10375376.7876
    expect(q.total).toBe('10375376.79');
  });
});
