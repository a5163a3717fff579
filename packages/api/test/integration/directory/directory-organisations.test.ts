import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentId, departmentId, partnerId, partners } from '@app/db';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import { COMMON_KEYS, keysOf, list, page, PARTNER_KEYS, ROLE_KEYS } from './directory-shapes';

const t = useTestDb();

describe('directory.partners', () => {
  it('pages through the seeded partners in the list form', async () => {
    const head = await callerAs(t.db, 'head');
    const first = await head.directory.partners(list([], page({ limit: 4, order_by: 'inn' })));
    expect(first.pagination).toEqual({ page: 1, limit: 4, page_count: 3, total_count: 9 });
    expect(first.items).toHaveLength(4);
    const inns = first.items.map((p) => p.inn);
    expect(inns).toEqual([...inns].sort());
    const last = await head.directory.partners(
      list([], page({ page: 3, limit: 4, order_by: 'inn' })),
    );
    expect(last.items).toHaveLength(1);
    expect((last.items[0]?.inn ?? '') > (inns[3] ?? '')).toBe(true);
    const past = await head.directory.partners(list([], page({ page: 4, limit: 4 })));
    expect(past).toEqual({
      items: [],
      pagination: { page: 4, limit: 4, page_count: 3, total_count: 9 },
    });
  });

  it('returns exactly the documented Partner fields', async () => {
    const head = await callerAs(t.db, 'head');
    const { items } = await head.directory.partners(
      list([{ property: 'id', operator: 'IN', value: [partnerId('sever')] }]),
    );
    expect(items).toHaveLength(1);
    const [p] = items;
    expect(keysOf(p as object)).toEqual(PARTNER_KEYS);
    expect(p).toMatchObject({
      id: partnerId('sever'),
      name: 'Северный парк Недвижимость',
      inn: '7718203948',
      legal_name: 'ООО «Северный парк Недвижимость»',
      subsidiary: true,
      active: true,
      deleted_at: null,
    });
  });

  it('filters with IN, LIKE (case-insensitive), EQ and IS_NULL', async () => {
    const viewer = await callerAs(t.db, 'viewer');
    const ids = [partnerId('etazhi'), partnerId('nevsky')];
    const byId = await viewer.directory.partners(
      list([{ property: 'id', operator: 'IN', value: ids }]),
    );
    expect(byId.items.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect(byId.pagination.total_count).toBe(2);

    const like = await viewer.directory.partners(
      list([{ property: 'name', operator: 'LIKE', value: ['НЕДВИЖ'] }]),
    );
    expect(like.items.map((p) => p.name).sort()).toEqual([
      'Квартал Недвижимость',
      'Северный парк Недвижимость',
    ]);

    const inactive = await viewer.directory.partners(
      list([{ property: 'active', operator: 'EQ', value: [false] }]),
    );
    expect(inactive.items.map((p) => p.id)).toEqual([partnerId('baltika')]);

    const noType = await viewer.directory.partners(
      list([{ property: 'partner_type', operator: 'IS_NULL', value: [true] }]),
    );
    expect(noType.items.map((p) => p.id)).toEqual([partnerId('metr')]);
    const typed = await viewer.directory.partners(
      list([{ property: 'partner_type', operator: 'IS_NULL', value: [false] }]),
    );
    expect(typed.pagination.total_count).toBe(8);
  });

  it('answers 400 INVALID_FILTER naming the allowed properties for an unknown property', async () => {
    const head = await callerAs(t.db, 'head');
    const e = await expectAppError(
      head.directory.partners(list([{ property: 'password', operator: 'EQ', value: ['x'] }])),
      'BAD_REQUEST',
      'INVALID_FILTER',
    );
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['filter.filters.0.property']);
    expect(e.fieldErrors?.['filter.filters.0.property']?.[0]).toContain('inn');
  });

  it('answers 400 INVALID_ORDER for an order outside the whitelist', async () => {
    const head = await callerAs(t.db, 'head');
    await expectAppError(
      head.directory.partners(list([], page({ order_by: 'comment' }))),
      'BAD_REQUEST',
      'INVALID_ORDER',
    );
  });

  it('leaves out soft-deleted partners, in the list and nested in agents', async () => {
    await t.db
      .update(partners)
      .set({ deleted_at: new Date() })
      .where(eq(partners.id, partnerId('metr')));
    const head = await callerAs(t.db, 'head');
    const all = await head.directory.partners(list([], page({ limit: 100 })));
    expect(all.pagination.total_count).toBe(8);
    expect(all.items.map((p) => p.id)).not.toContain(partnerId('metr'));
    const { items } = await head.directory.agents(
      list([{ property: 'id', operator: 'IN', value: [agentId('makarov')] }]),
    );
    expect(items[0]?.partners.map((p) => p.id)).toEqual([partnerId('kvartal')]);
    await t.db
      .update(partners)
      .set({ deleted_at: null })
      .where(eq(partners.id, partnerId('metr')));
  });

  it('is readable by a realtor', async () => {
    const realtor = await callerAs(t.db, 'realtor');
    const { pagination } = await realtor.directory.partners(list());
    expect(pagination.total_count).toBe(9);
  });
});

describe('directory.roles and directory.departments', () => {
  it('lists job roles with title, ordered by title', async () => {
    const viewer = await callerAs(t.db, 'viewer');
    const all = await viewer.directory.roles(
      list([], page({ limit: 100, order_by: 'title', direction: 'desc' })),
    );
    expect(all.pagination.total_count).toBe(10);
    for (const r of all.items) expect(keysOf(r)).toEqual(ROLE_KEYS);
    const like = await viewer.directory.roles(
      list([{ property: 'title', operator: 'LIKE', value: ['риелтор'] }]),
    );
    expect(like.items.map((r) => r.title).sort()).toEqual(['Риелтор', 'Старший риелтор']);
  });

  it('lists departments with name', async () => {
    const manager = await callerAs(t.db, 'manager');
    const all = await manager.directory.departments(list([], page({ limit: 2 })));
    expect(all.pagination).toEqual({ page: 1, limit: 2, page_count: 3, total_count: 5 });
    for (const d of all.items) expect(keysOf(d)).toEqual([...COMMON_KEYS, 'name'].sort());
    const one = await manager.directory.departments(
      list([{ property: 'name', operator: 'EQ', value: ['Отдел ипотеки'] }]),
    );
    expect(one.items.map((d) => d.id)).toEqual([departmentId('mortgage')]);
  });

  it('rejects a realtor with 403 FORBIDDEN', async () => {
    const realtor = await callerAs(t.db, 'realtor');
    await expectAppError(realtor.directory.roles(list()), 'FORBIDDEN', 'FORBIDDEN');
    await expectAppError(realtor.directory.departments(list()), 'FORBIDDEN', 'FORBIDDEN');
  });
});
