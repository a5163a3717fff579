import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentId, agents, demoUserId, departmentId, employeeId, partnerId, type Db } from '@app/db';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import { listEmployees } from '../../../src/services/directory/employees';
import { listUserDirectory } from '../../../src/services/directory/user-directory';

import {
  AGENT_KEYS,
  COMMON_KEYS,
  EMPLOYEE_KEYS,
  keysOf,
  list,
  page,
  PARTNER_KEYS,
  ROLE_KEYS,
} from './directory-shapes';

const t = useTestDb();

describe('directory.employees', () => {
  it('nests roles and the department', async () => {
    const manager = await callerAs(t.db, 'manager');
    const { items } = await manager.directory.employees(
      list(
        [
          {
            property: 'id',
            operator: 'IN',
            value: [employeeId('head'), employeeId('sokolova'), employeeId('gusev')],
          },
        ],
        page({ order_by: 'last_name' }),
      ),
    );
    expect(items).toHaveLength(3);
    for (const e of items) expect(keysOf(e)).toEqual(EMPLOYEE_KEYS);
    const head = items.find((e) => e.id === employeeId('head'));
    expect(head).toMatchObject({
      first_name: 'Ольга',
      last_name: 'Смирнова',
      second_name: 'Викторовна',
      user: demoUserId('head'),
    });
    expect(head?.department).toMatchObject({
      id: departmentId('sales'),
      name: 'Отдел продаж',
      active: true,
      deleted_at: null,
    });
    expect(keysOf(head?.department ?? {})).toEqual([...COMMON_KEYS, 'name'].sort());
    expect(head?.roles.map((r) => r.title)).toEqual(['Руководитель отдела продаж']);
    expect(keysOf(head?.roles[0] ?? {})).toEqual(ROLE_KEYS);
    const sokolova = items.find((e) => e.id === employeeId('sokolova'));
    expect(sokolova?.roles.map((r) => r.title).sort()).toEqual([
      'Менеджер по продажам',
      'Старший менеджер по продажам',
    ]);
    const gusev = items.find((e) => e.id === employeeId('gusev'));
    expect(gusev).toMatchObject({ department: null, roles: [], user: null });
  });

  it('filters by department (EQ), linked user (IS_NULL) and name (LIKE)', async () => {
    const viewer = await callerAs(t.db, 'viewer');
    const sales = await viewer.directory.employees(
      list([{ property: 'department', operator: 'EQ', value: [departmentId('sales')] }]),
    );
    expect(sales.pagination.total_count).toBe(5);
    expect(sales.items.every((e) => e.department?.name === 'Отдел продаж')).toBe(true);
    const linked = await viewer.directory.employees(
      list([{ property: 'user', operator: 'IS_NULL', value: [false] }]),
    );
    expect(linked.items.map((e) => e.user).sort()).toEqual(
      [demoUserId('head'), demoUserId('manager')].sort(),
    );
    const named = await viewer.directory.employees(
      list([{ property: 'last_name', operator: 'LIKE', value: ['ова'] }]),
    );
    expect(named.items.map((e) => e.last_name).sort()).toEqual([
      'Павлова',
      'Смирнова',
      'Соколова',
      'Фёдорова',
    ]);
  });

  it('rejects a realtor with 403 FORBIDDEN', async () => {
    const realtor = await callerAs(t.db, 'realtor');
    await expectAppError(realtor.directory.employees(list()), 'FORBIDDEN', 'FORBIDDEN');
  });

  it('loads nested relations in a fixed number of queries, whatever the page size', async () => {
    const counted = (db: Db) => {
      const calls = { n: 0 };
      const proxy = new Proxy(db, {
        get(target, prop, receiver) {
          if (prop === 'select') calls.n += 1;
          return Reflect.get(target, prop, receiver);
        },
      });
      return { db: proxy, calls };
    };
    const small = counted(t.db);
    await listEmployees(small.db, list([], page({ limit: 1 })));
    const large = counted(t.db);
    const res = await listEmployees(large.db, list([], page({ limit: 100 })));
    expect(res.items.length).toBeGreaterThan(10);
    expect(large.calls.n).toBe(small.calls.n);
    expect(large.calls.n).toBe(4); // count, page, roles, departments

    const users = counted(t.db);
    await listUserDirectory(users.db, { filter: {}, pagination: page({ limit: 100 }) });
    expect(users.calls.n).toBe(8); // count, page, agents, employees, agent roles, partners, employee roles, departments
  });
});

describe('directory.agents', () => {
  it('nests roles and full partners for staff, who see every agent', async () => {
    const head = await callerAs(t.db, 'head');
    const all = await head.directory.agents(list([], page({ limit: 100 })));
    expect(all.pagination.total_count).toBe(10);
    const makarov = all.items.find((a) => a.id === agentId('makarov'));
    expect(keysOf(makarov ?? {})).toEqual(AGENT_KEYS);
    expect(makarov?.curator).toBe(employeeId('zaitsev'));
    expect(makarov?.roles.map((r) => r.title).sort()).toEqual([
      'Риелтор',
      'Руководитель агентства',
    ]);
    expect(makarov?.partners.map((p) => p.id).sort()).toEqual(
      [partnerId('kvartal'), partnerId('metr')].sort(),
    );
    for (const p of makarov?.partners ?? []) expect(keysOf(p)).toEqual(PARTNER_KEYS);
    const { items: listed } = await head.directory.partners(
      list([{ property: 'id', operator: 'IN', value: [partnerId('kvartal')] }]),
    );
    expect(makarov?.partners.find((p) => p.id === partnerId('kvartal'))).toEqual(listed[0]);
  });

  it('filters by curator (EQ) and name (LIKE)', async () => {
    const viewer = await callerAs(t.db, 'viewer');
    const curated = await viewer.directory.agents(
      list([{ property: 'curator', operator: 'EQ', value: [employeeId('manager')] }]),
    );
    expect(curated.items.map((a) => a.id).sort()).toEqual(
      [agentId('realtor'), agentId('egorov')].sort(),
    );
    const named = await viewer.directory.agents(
      list([{ property: 'first_name', operator: 'LIKE', value: ['АН'] }]),
    );
    expect(named.items.map((a) => a.first_name).sort()).toEqual(['Анна', 'Светлана']);
  });

  it('shows a realtor only their own agent record, whatever the filter', async () => {
    const realtor = await callerAs(t.db, 'realtor');
    const own = await realtor.directory.agents(list());
    expect(own.pagination).toMatchObject({ total_count: 1, page_count: 1 });
    expect(own.items[0]).toMatchObject({
      id: agentId('realtor'),
      user: demoUserId('realtor'),
      last_name: 'Волкова',
    });
    expect(own.items[0]?.partners.map((p) => p.name)).toEqual(['Этажи Столица']);
    const other = await realtor.directory.agents(
      list([{ property: 'id', operator: 'IN', value: [agentId('egorov'), agentId('realtor')] }]),
    );
    expect(other.items.map((a) => a.id)).toEqual([agentId('realtor')]);
    const escape = await realtor.directory.agents(
      list([{ property: 'user', operator: 'IS_NULL', value: [true] }]),
    );
    expect(escape.pagination.total_count).toBe(0);
  });

  it('shows a realtor without an agent record nothing', async () => {
    const head = await callerAs(t.db, 'head');
    const { item } = await head.users.register({
      email: 'lonely.realtor@test.local',
      password: 'secret-123',
      phone: '+79995550101',
      first_name: 'Пётр',
      roles: ['ROLE_REALTOR'],
    });
    const realtor = await callerAs(t.db, item.id);
    expect(await realtor.directory.agents(list())).toEqual({
      items: [],
      pagination: { page: 1, limit: 20, page_count: 0, total_count: 0 },
    });
  });
});

describe('directory.users', () => {
  it('lists every user but the system one, with nested agent and employee', async () => {
    const head = await callerAs(t.db, 'head');
    const all = await head.directory.users({
      filter: {},
      pagination: page({ limit: 100, order_by: 'email' }),
    });
    const emails = all.items.map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'head@demo.test',
        'manager@demo.test',
        'realtor@demo.test',
        'viewer@demo.test',
      ]),
    );
    expect(emails).not.toContain('system@booking.invalid');
    expect(all.pagination.total_count).toBe(all.items.length);

    const realtor = all.items.find((u) => u.email === 'realtor@demo.test');
    expect(keysOf(realtor ?? {})).toEqual(
      [...COMMON_KEYS, 'agent', 'email', 'employee', 'full_name', 'region'].sort(),
    );
    expect(realtor).toMatchObject({ full_name: 'Волкова Анна Сергеевна', employee: null });
    expect(realtor?.region).toMatch(/^[0-9a-f-]{36}$/);
    expect(keysOf(realtor?.agent ?? {})).toEqual(AGENT_KEYS);
    expect(realtor?.agent?.partners.map((p) => p.id)).toEqual([partnerId('etazhi')]);

    const manager = all.items.find((u) => u.email === 'manager@demo.test');
    expect(manager?.agent).toBeNull();
    expect(keysOf(manager?.employee ?? {})).toEqual(EMPLOYEE_KEYS);
    expect(manager?.employee).toMatchObject({
      id: employeeId('manager'),
      department: { name: 'Отдел продаж' },
    });

    const viewer = all.items.find((u) => u.email === 'viewer@demo.test');
    expect(viewer).toMatchObject({ agent: null, employee: null });
  });

  it('filters by full_name: case-insensitive contains over "last first second"', async () => {
    const viewer = await callerAs(t.db, 'viewer');
    const byLast = await viewer.directory.users({
      filter: { full_name: 'волкова' },
      pagination: page(),
    });
    expect(byLast.items.map((u) => u.email)).toEqual(['realtor@demo.test']);
    const across = await viewer.directory.users({
      filter: { full_name: 'СМИРНОВА ольга' },
      pagination: page(),
    });
    expect(across.items.map((u) => u.email)).toEqual(['head@demo.test']);
    const none = await viewer.directory.users({
      filter: { full_name: 'Ольга Смирнова' },
      pagination: page(),
    });
    expect(none.pagination.total_count).toBe(0);
    const wildcard = await viewer.directory.users({
      filter: { full_name: '%' },
      pagination: page(),
    });
    expect(wildcard.pagination.total_count).toBe(0);
    const system = await viewer.directory.users({
      filter: { full_name: 'Система' },
      pagination: page(),
    });
    expect(system.pagination.total_count).toBe(0);
  });

  it('pages with page_count and an empty page past the end', async () => {
    const head = await callerAs(t.db, 'head');
    const first = await head.directory.users({ filter: {}, pagination: page({ limit: 3 }) });
    const total = first.pagination.total_count;
    expect(first.pagination.page_count).toBe(Math.ceil(total / 3));
    expect(first.items).toHaveLength(3);
    const past = await head.directory.users({
      filter: {},
      pagination: page({ limit: 3, page: first.pagination.page_count + 1 }),
    });
    expect(past.items).toEqual([]);
    const byName = await head.directory.users({
      filter: { full_name: 'ова' },
      pagination: page({ order_by: 'full_name', direction: 'desc' }),
    });
    expect(byName.items.map((u) => u.full_name)).toEqual([
      'Смирнова Ольга Викторовна',
      'Волкова Анна Сергеевна',
    ]);
  });

  it('rejects a realtor with 403 FORBIDDEN, and an unknown order with 400', async () => {
    const realtor = await callerAs(t.db, 'realtor');
    await expectAppError(
      realtor.directory.users({ filter: {}, pagination: page() }),
      'FORBIDDEN',
      'FORBIDDEN',
    );
    const head = await callerAs(t.db, 'head');
    await expectAppError(
      head.directory.users({ filter: {}, pagination: page({ order_by: 'password_hash' }) }),
      'BAD_REQUEST',
      'INVALID_ORDER',
    );
  });

  it('hides a soft-deleted agent record from the entry', async () => {
    await t.db
      .update(agents)
      .set({ deleted_at: new Date() })
      .where(eq(agents.id, agentId('realtor')));
    const head = await callerAs(t.db, 'head');
    const { items } = await head.directory.users({
      filter: { full_name: 'Волкова' },
      pagination: page(),
    });
    expect(items[0]?.agent).toBeNull();
    await t.db
      .update(agents)
      .set({ deleted_at: null })
      .where(eq(agents.id, agentId('realtor')));
  });
});
