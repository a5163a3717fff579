/**
 * `options.*`: options answer in their documented shape, keep their limits (400 with field errors),
 * are created with the client's id (an existing id is 409), derive `excludedBy`, refuse an exclusion
 * of itself or of an unknown option, and only sales heads write while every role reads.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { options } from '@app/db';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import { byIds, head, pagination, uuid } from './pricing-fixtures';

const t = useTestDb();
const long = 'x'.repeat(256);
const max = 'y'.repeat(255);
const COMMON = ['id', 'created_at', 'updated_at', 'deleted_at', 'active'];

describe('options.create / list / update', () => {
  it('creates with the client id and a type; the same id again is 409; the Option shape', async () => {
    const h = await head(t.db);
    const id = uuid();
    expect(
      await h.options.create({ id, type: 'OPTION_TYPE_FACING', description: 'Facing' }),
    ).toEqual({ item: { id }, message: expect.any(String) });
    await expectAppError(
      h.options.create({ description: 'test', id, type: 'OPTION_TYPE_OTHER' }),
      'CONFLICT',
      'OPTION_EXISTS',
    );
    const [item] = (await (await callerAs(t.db, 'viewer')).options.list(byIds([id]))).items;
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        ...COMMON,
        'type',
        'description',
        'used_by_default',
        'valid_from',
        'valid_to',
        'exclusions',
        'excludedBy',
      ].sort(),
    );
    expect(item).toMatchObject({
      type: 'OPTION_TYPE_FACING',
      description: 'Facing',
      used_by_default: false,
      exclusions: [],
      excludedBy: [],
    });
  });

  it('type is required and one of the enum; description max 255', async () => {
    const h = await head(t.db);
    for (const type of ['OPTION_TYPE_FURNITURE', 'OPTION_TYPE_OTHER'] as const)
      await h.options.create({ id: uuid(), type, description: max });
    const cases: [unknown, string][] = [
      [{ id: uuid(), description: 'o' }, 'type'],
      [{ id: uuid(), description: 'o', type: 'OPTION_TYPE_POOL' }, 'type'],
      [{ id: uuid(), type: 'OPTION_TYPE_OTHER', description: long }, 'description'],
      [{ type: 'OPTION_TYPE_OTHER', description: 'o' }, 'id'],
      [{ id: uuid(), type: 'OPTION_TYPE_OTHER' }, 'description'],
      [{ id: uuid(), type: 'OPTION_TYPE_OTHER', description: ' ' }, 'description'],
    ];
    for (const [input, field] of cases) {
      // @ts-expect-error -- on purpose outside the input type: the schema must refuse it
      const e = await expectAppError(h.options.create(input), 'BAD_REQUEST');
      expect(Object.keys(e.fieldErrors ?? {}), JSON.stringify(input)).toEqual([field]);
    }
    const id = uuid();
    await h.options.create({ description: 'test', id, type: 'OPTION_TYPE_OTHER' });
    const e = await expectAppError(
      // @ts-expect-error -- on purpose outside the input type: the schema must refuse it
      h.options.update({ id, type: 'OPTION_TYPE_POOL' }),
      'BAD_REQUEST',
    );
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['type']);
  });

  it('exclusions and excludedBy; itself or an unknown option is 400', async () => {
    const h = await head(t.db);
    const [a, b] = [uuid(), uuid()];
    await h.options.create({ description: 'test', id: a, type: 'OPTION_TYPE_FACING' });
    await h.options.create({
      description: 'test',
      id: b,
      type: 'OPTION_TYPE_FACING',
      exclusions: [a],
    });
    const items = (await h.options.list(byIds([a, b]))).items;
    expect(items.find((o) => o.id === a)).toMatchObject({ exclusions: [], excludedBy: [b] });
    expect(items.find((o) => o.id === b)).toMatchObject({ exclusions: [a], excludedBy: [] });
    const c = uuid();
    await expectAppError(
      h.options.create({ description: 'test', id: c, type: 'OPTION_TYPE_OTHER', exclusions: [c] }),
      'BAD_REQUEST',
    );
    await expectAppError(
      h.options.create({
        description: 'test',
        id: c,
        type: 'OPTION_TYPE_OTHER',
        exclusions: [uuid()],
      }),
      'BAD_REQUEST',
    );
    expect(await t.db.select().from(options).where(eq(options.id, c))).toEqual([]);
    await expectAppError(h.options.update({ id: a, exclusions: [a] }), 'BAD_REQUEST');
  });

  it('update sets used_by_default, type, description, active; unknown id 404', async () => {
    const h = await head(t.db);
    await expectAppError(
      h.options.update({ id: uuid(), used_by_default: true }),
      'NOT_FOUND',
      'OPTION_NOT_FOUND',
    );
    const id = uuid();
    await h.options.create({ description: 'test', id, type: 'OPTION_TYPE_OTHER' });
    expect(
      await h.options.update({
        id,
        used_by_default: true,
        type: 'OPTION_TYPE_FURNITURE',
        description: 'Kitchen',
      }),
    ).toEqual({ item: { id }, message: expect.any(String) });
    expect((await h.options.list(byIds([id]))).items[0]).toMatchObject({
      used_by_default: true,
      type: 'OPTION_TYPE_FURNITURE',
      description: 'Kitchen',
      active: true,
    });
    const filtered = await h.options.list({
      filter: {
        filters: [
          { property: 'id', operator: 'IN', value: [id] },
          { property: 'used_by_default', operator: 'EQ', value: [true] },
        ],
      },
      pagination,
    });
    expect(filtered.items.map((o) => o.id)).toEqual([id]);
  });

  it('only a sales head writes; others 403 and change nothing; all read', async () => {
    const h = await head(t.db);
    const id = uuid();
    await h.options.create({ id, type: 'OPTION_TYPE_OTHER', description: 'Kept' });
    for (const who of ['manager', 'realtor', 'viewer'] as const) {
      const c = await callerAs(t.db, who);
      const fresh = uuid();
      await expectAppError(
        c.options.create({ description: 'test', id: fresh, type: 'OPTION_TYPE_OTHER' }),
        'FORBIDDEN',
      );
      await expectAppError(c.options.update({ id, used_by_default: true }), 'FORBIDDEN');
      expect(
        await t.db
          .select()
          .from(options)
          .where(and(eq(options.id, id), eq(options.used_by_default, false))),
      ).toHaveLength(1);
      expect((await c.options.list(byIds([id]))).items[0]?.description).toBe('Kept');
      expect(await t.db.select().from(options).where(eq(options.id, fresh))).toEqual([]);
    }
  });
});
