/**
 * Property: for random units and choices of conditions, the booking's `price.total`, the total the
 * commercial offer issued for it prints (pdftotext) and `pricing.quote` at `quoted_at` are equal.
 */
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentFiles } from '@app/db';
import { formatMoney } from '@app/pricing';
import { useTestDb } from '../../helpers';
import { cleanUnit, head, uuid } from '../pricing/pricing-fixtures';

const t = useTestDb();
const MANAGER = { name: 'Анна Петрова', phone: '+7 (495) 123-45-67', email: 'anna@demo.test' };

const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((n) => (n / 100).toFixed(2));
/** One condition: one or more terms, default or not, chosen or not. */
const condition = fc.record({
  sum: fc.option(cents(1, 50_000_000), { nil: undefined }),
  percent: fc.option(
    fc.integer({ min: 1, max: 80_000 }).map((n) => (n / 1e6).toFixed(6)),
    { nil: undefined },
  ),
  sum_per_sq_m: fc.option(cents(1, 500_000), { nil: undefined }),
  byDefault: fc.boolean(),
  chosen: fc.boolean(),
});
const scenario = fc.record({
  area: cents(2_000, 15_000),
  perSqM: cents(5_000_000, 30_000_000),
  fixed: fc.option(cents(100_000_000, 2_000_000_000), { nil: undefined }),
  discounts: fc.array(condition, { maxLength: 3 }),
  options: fc.array(condition, { maxLength: 3 }),
});

/** The line "Итоговая стоимость …" of the offer, spaces made one. */
const printedTotal = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .split('\n')
    .map((l) => l.replace(/[\s\u00a0]+/g, ' ').trim())
    .find((l) => l.startsWith('Итоговая стоимость'));

describe('one agreed price, however read', () => {
  it('booking total = offer total (pdftotext) = pricing.quote at quoted_at, to the kopeck', async () => {
    const h = await head(t.db);
    await fc.assert(
      fc.asyncProperty(scenario, async (sc) => {
        const unit = await cleanUnit(t.db, sc.area);
        await h.basePrices.create({ unit, price_per_sq_m: sc.perSqM, fixed_price: sc.fixed });
        const chosen = { discounts: [] as string[], options: [] as string[] };
        for (const [kind, list] of [
          ['discounts', sc.discounts],
          ['options', sc.options],
        ] as const) {
          for (const c of list) {
            const id = uuid();
            const terms = { sum: c.sum, percent: c.percent, sum_per_sq_m: c.sum_per_sq_m };
            if (!terms.sum && !terms.percent && !terms.sum_per_sq_m) terms.sum = '1000.00';
            const rules = [{ rule: 'RULE_USED_BY_DEFAULT', value: String(c.byDefault) as 'true' }];
            if (kind === 'discounts') {
              await h.discounts.create({ id, description: `Скидка ${id.slice(0, 4)}` });
              await h.discountConditions.create({
                id: uuid(),
                unit,
                discount: id,
                rules,
                ...terms,
              });
            } else {
              await h.options.create({
                id,
                type: 'OPTION_TYPE_OTHER',
                description: `Опция ${id.slice(0, 4)}`,
              });
              await h.optionConditions.create({ id: uuid(), unit, option: id, rules, ...terms });
            }
            if (c.chosen && !c.byDefault) chosen[kind].push(id);
          }
        }
        const { item } = await h.bookings.create({ unit, ...chosen });
        const price = (await h.bookings.get({ id: item.id })).price;
        expect(price).not.toBeNull();
        if (!price) return;
        // A later base price does not move it, and the quote at quoted_at still reads it.
        await h.basePrices.create({ unit, price_per_sq_m: '1.00' });
        const q = await h.pricing.quote({ unit, date: price.quoted_at, ...chosen });
        expect(q.total).toBe(price.total);
        expect(q.lines.map((l) => l.signed).sort()).toEqual(
          price.lines
            .filter((l) => l.kind !== 'BASE')
            .map((l) => l.amount)
            .sort(),
        );
        const doc = await h.documents.commercialOffer({
          units: [{ unit, booking: item.id }],
          manager: MANAGER,
          phone: '8 (999) 123-45-67',
          name: 'Ёлкина Мария',
        });
        const [file] = await t.db
          .select()
          .from(documentFiles)
          .where(eq(documentFiles.document, doc.item.id));
        const total = formatMoney(price.total, 'ru').replace(/[\s\u00a0]+/g, ' ');
        expect(printedTotal(file?.pdf ?? Buffer.alloc(0))).toBe(`Итоговая стоимость ${total}`);
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});
