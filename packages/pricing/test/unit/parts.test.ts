import { describe, expect, it } from 'vitest';
import { conditionParts, quote } from '../../src';

// Expected values computed by hand, never with this code.
const unit = { fixed_price: '10615100', price_per_sq_m: null };

describe('conditionParts', () => {
  it('shows 100 000 ₽ + 2 % of 10 615 100 ₽ as 212 302 ₽ of percent and 312 302 ₽ in all', () => {
    const p = conditionParts({ kind: 'discount', sum: 100000, percent: 0.02 }, unit, 52.3);
    expect(p).toEqual({
      base_price: '10615100.00',
      sum: '100000.00',
      percent: { fraction: '0.02', amount: '212302.00' },
      per_sq_m: null,
      amount: '312302.00',
      signed: '-312302.00',
    });
  });

  it('multiplies the per-m² price by the area; blank and zero terms are left out', () => {
    const p = conditionParts(
      { kind: 'option', sum: 0, percent: null, sum_per_sq_m: '1000.5' },
      { fixed_price: null, price_per_sq_m: '200000' },
      '52.3',
    );
    expect(p.base_price).toBe('10460000.00');
    expect(p.sum).toBeNull();
    expect(p.percent).toBeNull();
    expect(p.per_sq_m).toEqual({ price: '1000.50', area: '52.3', amount: '52326.15' });
    expect(p.signed).toBe('52326.15');
  });

  it("gives the quote's own line amount (rounded once, not the sum of rounded terms)", () => {
    // 0.5 % of 1.01 = 0.00505 and 0.005 × 1.01 m² = 0.00505: each rounds to 0.01, the line to 0.01.
    const terms = { kind: 'option' as const, percent: '0.005', sum_per_sq_m: '0.005' };
    const p = conditionParts(terms, { fixed_price: '1.01', price_per_sq_m: null }, '1.01');
    expect(p.percent?.amount).toBe('0.01');
    expect(p.per_sq_m?.amount).toBe('0.01');
    const q = quote({
      basePrice: { fixed_price: '1.01', price_per_sq_m: null },
      area: '1.01',
      conditions: [{ ...terms, id: 'c', ref: 'o' }],
    });
    expect(p.amount).toBe(q.lines[0]?.amount);
    expect(p.amount).toBe('0.01');
  });
});
