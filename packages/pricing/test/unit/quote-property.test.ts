import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quote, type QuoteCondition } from '../../src';

/**
 * The rounding contract checked on random inputs, against an independent model in BigInt
 * arithmetic (no decimal.js, no code under test): every line is its exact value rounded half up
 * to kopecks, a percent applies to the rounded base, and the total is the sum of the lines
 * (base + options − discounts), clamped at 0.
 */

/** A non-negative decimal as an integer count of 10^-scale units, and back to text. */
interface Fixed {
  units: bigint;
  scale: number;
}
const text = ({ units, scale }: Fixed) => {
  const s = units.toString().padStart(scale + 1, '0');
  return scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
};
const pow10 = (n: number) => 10n ** BigInt(n);
const mul = (a: Fixed, b: Fixed): Fixed => ({ units: a.units * b.units, scale: a.scale + b.scale });
const add = (a: Fixed, b: Fixed): Fixed => {
  const scale = Math.max(a.scale, b.scale);
  return {
    units: a.units * pow10(scale - a.scale) + b.units * pow10(scale - b.scale),
    scale,
  };
};
/** Round half up (all values here are ≥ 0) to kopecks: an integer count of kopecks. */
const kopecks = ({ units, scale }: Fixed): bigint => {
  if (scale <= 2) return units * pow10(2 - scale);
  const div = pow10(scale - 2);
  const q = units / div;
  return (units % div) * 2n >= div ? q + 1n : q;
};
const moneyText = (k: bigint) => {
  const neg = k < 0n;
  const s = (neg ? -k : k).toString().padStart(3, '0');
  const out = `${s.slice(0, -2)}.${s.slice(-2)}`;
  return neg && k !== 0n ? `-${out}` : out;
};

const fixed = (maxUnits: bigint, scale: number) =>
  fc.bigInt({ min: 0n, max: maxUnits }).map((units): Fixed => ({ units, scale }));
const money = fixed(99_999_999_999n, 2); // up to 999 999 999.99
const area = fixed(99_999n, 2); // up to 999.99 m²
const percent = fixed(1_000_000n, 6); // a fraction 0..1 with up to 6 decimals
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const condition = fc.record({
  kind: fc.constantFrom('discount' as const, 'option' as const),
  sum: maybe(fixed(9_999_999_99n, 2)),
  percent: maybe(percent),
  sum_per_sq_m: maybe(fixed(99_999_99n, 2)),
});
const input = fc.record({
  fixed: maybe(money),
  perSqM: fixed(99_999_999n, 2), // up to 999 999.99 per m²
  area,
  conditions: fc.array(condition, { maxLength: 6 }),
});

describe('quote: the rounding contract on random inputs', () => {
  it('each line is its exact value rounded half up; the total is the sum of the lines', () => {
    fc.assert(
      fc.property(input, (i) => {
        const conditions: QuoteCondition[] = i.conditions.map((c, n) => ({
          id: `c${n}`,
          kind: c.kind,
          ref: `r${n}`,
          sum: c.sum && text(c.sum),
          percent: c.percent && text(c.percent),
          sum_per_sq_m: c.sum_per_sq_m && text(c.sum_per_sq_m),
        }));
        const q = quote({
          basePrice: { fixed_price: i.fixed && text(i.fixed), price_per_sq_m: text(i.perSqM) },
          area: text(i.area),
          conditions,
        });

        const base = kopecks(i.fixed ?? mul(i.perSqM, i.area));
        const zero: Fixed = { units: 0n, scale: 0 };
        const lines = i.conditions.map((c) =>
          kopecks(
            add(
              add(c.sum ?? zero, mul(c.percent ?? zero, { units: base, scale: 2 })),
              mul(c.sum_per_sq_m ?? zero, i.area),
            ),
          ),
        );
        const sumOf = (kind: 'discount' | 'option') =>
          lines.reduce((s, l, n) => (i.conditions[n]?.kind === kind ? s + l : s), 0n);
        const total = base + sumOf('option') - sumOf('discount');

        expect(q.base_price).toBe(moneyText(base));
        expect(q.lines.map((l) => l.amount)).toEqual(lines.map(moneyText));
        expect(q.lines.map((l) => l.signed)).toEqual(
          lines.map((l, n) => moneyText(i.conditions[n]?.kind === 'discount' ? -l : l)),
        );
        expect(q.options_total).toBe(moneyText(sumOf('option')));
        expect(q.discounts_total).toBe(moneyText(sumOf('discount')));
        expect(q.total).toBe(moneyText(total > 0n ? total : 0n));
      }),
      { numRuns: 3000 },
    );
  });
});
