/**
 * The commercial offer prints each unit's price exactly as `pricing.quote` gives it for the same
 * unit, conditions and moment (each line, the total, formatMoney); chosen discounts join the
 * defaults, an unapplied option is listed outside the total, an unknown discount is a 400.
 */
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentFiles } from '@app/db';
import { formatMoney, formatSignedMoney, toDecimal } from '@app/pricing';
import { expectAppError, useTestDb } from '../../helpers';
import { cleanUnits, DEFAULT_RULE, head, uuid } from '../pricing/pricing-fixtures';

const t = useTestDb();

const MANAGER = { name: 'Анна Петрова', phone: '+7 (495) 123-45-67', email: 'anna@demo.test' };
/** pdftotext's pages, each line with its runs of spaces (and no-break spaces) made one space. */
const pdfPages = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .split('\f')
    .map((page) =>
      page
        .split('\n')
        .map((l) => l.replace(/[\s\u00a0]+/g, ' ').trim())
        .filter(Boolean),
    );
const ru = (s: string) => s.replace(/\u00a0/g, ' ');

describe('the offer prints the quote', () => {
  it('for units with conditions (a percent that needs per-line rounding): the same lines and total as pricing.quote', async () => {
    const h = await head(t.db);
    const [a, b, c] = await cleanUnits(t.db, 3, '53.37');
    const discount = async (description: string) => {
      const id = uuid();
      await h.discounts.create({ id, description, exclusions: [] });
      return id;
    };
    const option = async (description: string) => {
      const id = uuid();
      await h.options.create({ id, type: 'OPTION_TYPE_OTHER', description });
      return id;
    };
    // A: 53.37 m² × 110 426.13 = 5 893 442,5581 → 5 893 442,56; 7 % of it = 412 540,9792 → 412 540,98
    await h.basePrices.create({ unit: a as string, price_per_sq_m: 110426.13 });
    // B: the case: 5 893 333,31 − 7 % (412 533,3317 → 412 533,33) + 459 000 = 5 939 799,98
    await h.basePrices.create({ unit: b as string, price_per_sq_m: 1, fixed_price: 5893333.31 });
    // C: a discount per m² (333,33 × 53,37 = 17 789,8221 → 17 789,82) and a chosen 1,5 %
    await h.basePrices.create({ unit: c as string, price_per_sq_m: 99999.99 });
    const seven = await discount('Скидка 7 % при 100 % оплате');
    const chosen = await discount('Скидка 1,5 % для сотрудников');
    const perSqM = await discount('Скидка 333,33 ₽ за м²');
    const storage = await option('Кладовая 3,1 м²');
    const parking = await option('Машино-место');
    for (const unit of [a, b] as string[])
      await h.discountConditions.create({
        id: uuid(),
        unit,
        discount: seven,
        percent: 0.07,
        rules: DEFAULT_RULE,
      });
    await h.discountConditions.create({
      id: uuid(),
      unit: c as string,
      discount: perSqM,
      sum_per_sq_m: 333.33,
      rules: DEFAULT_RULE,
    });
    for (const unit of [a, c] as string[])
      await h.discountConditions.create({ id: uuid(), unit, discount: chosen, percent: 0.015 });
    await h.optionConditions.create({
      id: uuid(),
      unit: b as string,
      option: storage,
      sum: 459000,
      rules: DEFAULT_RULE,
    });
    await h.optionConditions.create({
      id: uuid(),
      unit: a as string,
      option: parking,
      sum: 1500000,
    });

    const request = [
      { unit: a as string, discounts: [chosen] },
      { unit: b as string, discounts: [] },
      { unit: c as string, discounts: [chosen] },
    ];
    const res = await h.documents.commercialOffer({
      units: request,
      manager: MANAGER,
      phone: '8 (999) 123-45-67',
      name: 'Ёлкина Мария',
    });
    const [file] = await t.db
      .select()
      .from(documentFiles)
      .where(eq(documentFiles.document, res.item.id));
    const pages = pdfPages(file?.pdf ?? Buffer.alloc(0));

    for (const [i, r] of request.entries()) {
      const q = await h.pricing.quote({ unit: r.unit, discounts: r.discounts });
      const page = pages[i] ?? [];
      const lineWith = (label: string, amount: string) =>
        page.find((l) => l.startsWith(label) && l.endsWith(ru(amount)));
      expect(
        lineWith('Базовая стоимость', formatMoney(q.base_price.amount, 'ru')),
        `unit ${i} base`,
      ).toBeDefined();
      expect(q.lines.length).toBeGreaterThan(0);
      for (const l of q.lines)
        expect(
          lineWith(l.description ?? '', formatSignedMoney(l.signed, 'ru')),
          `unit ${i}: ${l.description} ${l.signed}`,
        ).toBeDefined();
      expect(
        lineWith('Итоговая стоимость', formatMoney(q.total, 'ru')),
        `unit ${i} total`,
      ).toBeDefined();
      // what is printed adds up, kopeck for kopeck
      const sum = q.lines.reduce(
        (s, l) => s.plus(toDecimal(l.signed)),
        toDecimal(q.base_price.amount),
      );
      expect(sum.toFixed(2)).toBe(toDecimal(q.total).toFixed(2));
    }
    // the figures, and the per-line rounding of a percent of the rounded base
    expect(pages[1]).toContain(ru('Скидка 7 % при 100 % оплате −412 533,33 ₽'));
    expect(pages[1]).toContain(ru('Итоговая стоимость 5 939 799,98 ₽'));
    expect(pages[0]).toContain(ru('Базовая стоимость 5 893 442,56 ₽'));
    expect(pages[0]).toContain(ru('Скидка 7 % при 100 % оплате −412 540,98 ₽'));
    // an option the unit has but that is not applied: listed, not in the total
    expect(pages[0]).toContain('Машино-место +1 500 000,00 ₽ (не включено)');
    expect(pages[1]?.join(' ')).not.toContain('не включено');
    // phones as people read them
    const all = pages.flat().join(' ');
    expect(all).toContain('+7 999 123-45-67');
    expect(all).toContain('+7 495 123-45-67');
  });

  it("a chosen discount the unit does not have is a 400 on that unit's field", async () => {
    const h = await head(t.db);
    const [unit] = await cleanUnits(t.db, 1, '40.00');
    await h.basePrices.create({ unit: unit as string, price_per_sq_m: 100000 });
    const e = await expectAppError(
      h.documents.commercialOffer({
        units: [{ unit: unit as string, discounts: [uuid()] }],
        manager: MANAGER,
        phone: '+79991234567',
        name: 'Ёлкина Мария',
      }),
      'BAD_REQUEST',
      'PRICING_NOT_AVAILABLE',
    );
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['units.0.discounts']);
  });
});
