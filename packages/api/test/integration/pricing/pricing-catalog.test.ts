/**
 * `basePrices.create`, `basePrices.list` and `discounts.*`: documented shapes, limits (400), client
 * ids (409), `excludedBy`, refused self or unknown exclusions, sales heads write and every role
 * reads. Options: pricing-options.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { basePrices, demoUserId, discounts } from '@app/db';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import { byIds, cleanUnit, head, pagination, pricesOf, uuid } from './pricing-fixtures';

const t = useTestDb();
const long = 'x'.repeat(256);
const max = 'y'.repeat(255);
const COMMON = ['id', 'created_at', 'updated_at', 'deleted_at', 'active'];

describe('basePrices.create / list', () => {
  it('creates a price: { item: { id }, message }, listed in the Base price shape with numbers', async () => {
    const unit = await cleanUnit(t.db);
    const h = await head(t.db);
    const made = await h.basePrices.create({
      unit,
      price_per_sq_m: 200000.1,
      fixed_price: 9876543.21,
      reason_id: 'ACC-1',
    });
    expect(Object.keys(made).sort()).toEqual(['item', 'message']);
    expect(Object.keys(made.item)).toEqual(['id']);
    expect(typeof made.message).toBe('string');

    const listed = await (await callerAs(t.db, 'viewer')).basePrices.list(byIds([made.item.id]));
    expect(listed.pagination).toEqual({ page: 1, limit: 100, page_count: 1, total_count: 1 });
    const [item] = listed.items;
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [...COMMON, 'unit', 'price_per_sq_m', 'fixed_price', 'reason_id', 'valid_from'].sort(),
    );
    expect(item).toMatchObject({
      id: made.item.id,
      unit,
      price_per_sq_m: 200000.1,
      fixed_price: 9876543.21,
      reason_id: 'ACC-1',
      active: true,
      deleted_at: null,
      // in force from when it was written
      valid_from: item?.created_at,
    });
    const [row] = await pricesOf(t.db, unit);
    expect(row?.created_by).toBe(demoUserId('head'));
    expect(row?.price_per_sq_m).toBe('200000.10');
  });

  it('fixed_price is optional (null); reason_id allows 255 characters, not 256', async () => {
    const unit = await cleanUnit(t.db);
    const h = await head(t.db);
    const { item } = await h.basePrices.create({ unit, price_per_sq_m: 1000, reason_id: max });
    const [listed] = (await h.basePrices.list(byIds([item.id]))).items;
    expect(listed).toMatchObject({ fixed_price: null, reason_id: max });
    const e = await expectAppError(
      h.basePrices.create({ unit, price_per_sq_m: 1000, reason_id: long }),
      'BAD_REQUEST',
    );
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['reason_id']);
  });

  it('refuses a missing unit or price (400 naming the field), a negative price, and an unknown unit (404)', async () => {
    const unit = await cleanUnit(t.db);
    const h = await head(t.db);
    const missingPrice = await expectAppError(
      // @ts-expect-error -- on purpose outside the input type: the schema must refuse it
      h.basePrices.create({ unit }),
      'BAD_REQUEST',
    );
    expect(Object.keys(missingPrice.fieldErrors ?? {})).toEqual(['price_per_sq_m']);
    const missingUnit = await expectAppError(
      // @ts-expect-error -- on purpose outside the input type: the schema must refuse it
      h.basePrices.create({ price_per_sq_m: 1 }),
      'BAD_REQUEST',
    );
    expect(Object.keys(missingUnit.fieldErrors ?? {})).toEqual(['unit']);
    const negative = await expectAppError(
      h.basePrices.create({ unit, price_per_sq_m: -1 }),
      'BAD_REQUEST',
    );
    expect(Object.keys(negative.fieldErrors ?? {})).toEqual(['price_per_sq_m']);
    await expectAppError(
      h.basePrices.create({ unit: uuid(), price_per_sq_m: 1 }),
      'NOT_FOUND',
      'UNIT_NOT_FOUND',
    );
    expect(await pricesOf(t.db, unit)).toEqual([]);
  });

  it('filters by unit and orders by price', async () => {
    const unit = await cleanUnit(t.db);
    const h = await head(t.db);
    for (const p of [300, 100, 200]) await h.basePrices.create({ unit, price_per_sq_m: p });
    const listed = await h.basePrices.list({
      filter: { filters: [{ property: 'unit', operator: 'EQ', value: [unit] }] },
      pagination: { ...pagination, order_by: 'price_per_sq_m', direction: 'desc' },
    });
    expect(listed.items.map((p) => p.price_per_sq_m)).toEqual([300, 200, 100]);
  });

  it('only a sales head writes (manager, realtor, viewer 403, nothing written); every role reads', async () => {
    const unit = await cleanUnit(t.db);
    for (const who of ['manager', 'realtor', 'viewer'] as const) {
      const c = await callerAs(t.db, who);
      await expectAppError(c.basePrices.create({ unit, price_per_sq_m: 1 }), 'FORBIDDEN');
      await expect(c.basePrices.list(byIds([uuid()]))).resolves.toMatchObject({ items: [] });
    }
    expect(await t.db.select().from(basePrices).where(eq(basePrices.unit, unit))).toEqual([]);
  });
});

describe('discounts.create / list / update', () => {
  it('creates with the client id; the same id again is 409 and changes nothing', async () => {
    const h = await head(t.db);
    const id = uuid();
    const made = await h.discounts.create({ id, description: 'Trade-in' });
    expect(made).toEqual({ item: { id }, message: expect.any(String) });
    await expectAppError(
      h.discounts.create({ id, description: 'Other', required_comment: true }),
      'CONFLICT',
      'DISCOUNT_EXISTS',
    );
    const [item] = (await h.discounts.list(byIds([id]))).items;
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        ...COMMON,
        'description',
        'required_comment',
        'valid_from',
        'valid_to',
        'exclusions',
        'excludedBy',
      ].sort(),
    );
    expect(item).toMatchObject({
      id,
      description: 'Trade-in',
      required_comment: false,
      valid_from: null,
      valid_to: null,
      exclusions: [],
      excludedBy: [],
      active: true,
    });
  });

  it('derives excludedBy from the other side; update replaces exclusions and the derived lists follow', async () => {
    const h = await head(t.db);
    const [a, b, c] = [uuid(), uuid(), uuid()];
    await h.discounts.create({ description: 'test', id: a });
    await h.discounts.create({ description: 'test', id: b, exclusions: [a] });
    await h.discounts.create({ description: 'test', id: c, exclusions: [a, b] });
    const view = async () =>
      Object.fromEntries(
        (await (await callerAs(t.db, 'realtor')).discounts.list(byIds([a, b, c]))).items.map(
          (d) => [d.id, { exclusions: d.exclusions, excludedBy: d.excludedBy }],
        ),
      );
    expect(await view()).toEqual({
      [a]: { exclusions: [], excludedBy: [b, c].sort() },
      [b]: { exclusions: [a], excludedBy: [c] },
      [c]: { exclusions: [a, b].sort(), excludedBy: [] },
    });
    const upd = await h.discounts.update({ id: c, exclusions: [b] });
    expect(upd).toEqual({ item: { id: c }, message: expect.any(String) });
    expect(await view()).toEqual({
      [a]: { exclusions: [], excludedBy: [b] },
      [b]: { exclusions: [a], excludedBy: [c] },
      [c]: { exclusions: [b], excludedBy: [] },
    });
    // excludedBy is read-only: not part of the request (a stray key does not store anything)
    // @ts-expect-error -- on purpose outside the input type: the schema must refuse it
    await h.discounts.update({ id: a, excludedBy: [c] });
    expect((await view())[a]).toEqual({ exclusions: [], excludedBy: [b] });
  });

  it('refuses an exclusion of itself or of an unknown discount (400 on exclusions), nothing written', async () => {
    const h = await head(t.db);
    const id = uuid();
    const self = await expectAppError(
      h.discounts.create({ description: 'test', id, exclusions: [id] }),
      'BAD_REQUEST',
    );
    expect(Object.keys(self.fieldErrors ?? {})).toEqual(['exclusions']);
    const ghost = uuid();
    const unknown = await expectAppError(
      h.discounts.create({ description: 'test', id, exclusions: [ghost] }),
      'BAD_REQUEST',
    );
    expect(unknown.fieldErrors?.exclusions?.join()).toContain(ghost);
    expect(await t.db.select().from(discounts).where(eq(discounts.id, id))).toEqual([]);
    await h.discounts.create({ description: 'test', id });
    await expectAppError(h.discounts.update({ id, exclusions: [id] }), 'BAD_REQUEST');
    await expectAppError(h.discounts.update({ id, exclusions: [ghost] }), 'BAD_REQUEST');
    expect((await h.discounts.list(byIds([id]))).items[0]?.exclusions).toEqual([]);
  });

  it('keeps the limits: description max 255, id a uuid and required, boolean flags', async () => {
    const h = await head(t.db);
    await h.discounts.create({ id: uuid(), description: max });
    const cases: [unknown, string][] = [
      [{ id: uuid(), description: long }, 'description'],
      [{ description: 'no id' }, 'id'],
      [{ id: 'not-a-uuid', description: 'd' }, 'id'],
      [{ id: uuid(), description: 'd', required_comment: 'yes' }, 'required_comment'],
      [{ id: uuid(), description: 'd', exclusions: ['nope'] }, 'exclusions.0'],
      // the name is required: absent, empty or blank (it used to show as "#7bea2b75")
      [{ id: uuid() }, 'description'],
      [{ id: uuid(), description: '' }, 'description'],
      [{ id: uuid(), description: '   ' }, 'description'],
    ];
    for (const [input, field] of cases) {
      // @ts-expect-error -- on purpose outside the input type: the schema must refuse it
      const e = await expectAppError(h.discounts.create(input), 'BAD_REQUEST');
      expect(Object.keys(e.fieldErrors ?? {}), JSON.stringify(input)).toEqual([field]);
    }
    for (const description of [long, ' ']) {
      const e = await expectAppError(
        h.discounts.update({ id: uuid(), description }),
        'BAD_REQUEST',
      );
      expect(Object.keys(e.fieldErrors ?? {})).toEqual(['description']);
    }
  });

  it('update: unknown id 404; description, required_comment and active change; list filters by active', async () => {
    const h = await head(t.db);
    await expectAppError(
      h.discounts.update({ id: uuid(), description: 'x' }),
      'NOT_FOUND',
      'DISCOUNT_NOT_FOUND',
    );
    const id = uuid();
    await h.discounts.create({ id, description: 'Old' });
    await h.discounts.update({ id, description: 'New', required_comment: true, active: false });
    const [item] = (await h.discounts.list(byIds([id]))).items;
    expect(item).toMatchObject({ description: 'New', required_comment: true, active: false });
    const inactive = await h.discounts.list({
      filter: {
        filters: [
          { property: 'id', operator: 'IN', value: [id] },
          { property: 'active', operator: 'EQ', value: [true] },
        ],
      },
      pagination,
    });
    expect(inactive.items).toEqual([]);
    // an update without a field leaves it as it was
    await h.discounts.update({ id, active: true });
    expect((await h.discounts.list(byIds([id]))).items[0]).toMatchObject({
      description: 'New',
      required_comment: true,
      active: true,
    });
  });

  it('only a sales head writes; manager, realtor and viewer get 403 and change nothing; all read', async () => {
    const h = await head(t.db);
    const id = uuid();
    await h.discounts.create({ id, description: 'Kept' });
    for (const who of ['manager', 'realtor', 'viewer'] as const) {
      const c = await callerAs(t.db, who);
      const fresh = uuid();
      await expectAppError(c.discounts.create({ description: 'test', id: fresh }), 'FORBIDDEN');
      await expectAppError(c.discounts.update({ id, description: who }), 'FORBIDDEN');
      expect(await t.db.select().from(discounts).where(eq(discounts.id, fresh))).toEqual([]);
      expect((await c.discounts.list(byIds([id]))).items[0]?.description).toBe('Kept');
    }
  });
});
