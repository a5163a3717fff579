import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatReport, ImportFileError, importDirectory, parseImportText } from '../../src/import';
import {
  agentPartners,
  agentRoles,
  agents,
  departments,
  employeeRoles,
  employees,
  partners,
  staffRoles,
} from '../../src/schema';
import { demoUserId, departmentId, employeeId, partnerId } from '../../src/seed';
import { useTestDb } from '../helpers';
import { summary } from './import-report';

const t = useTestDb();

const ids = {
  dept: randomUUID(),
  partnerA: randomUUID(),
  partnerB: randomUUID(),
  employee: randomUUID(),
  employee2: randomUUID(),
  agent: randomUUID(),
};

const validFile = () => ({
  departments: [{ id: ids.dept, name: 'Отдел клиентского сервиса' }],
  partners: [
    {
      id: ids.partnerA,
      name: 'Городской Риелтор',
      inn: '7728319469',
      legal_name: 'ООО «Городской Риелтор»',
      comment: 'Новый партнёр',
    },
    { id: ids.partnerB, name: 'ИП Соколов', inn: '771234567859', subsidiary: false },
  ],
  employees: [
    {
      id: ids.employee,
      first_name: 'Вера',
      last_name: 'Громова',
      department: ids.dept,
      roles: ['Специалист клиентского сервиса', 'Юрист'],
    },
    {
      id: ids.employee2,
      first_name: 'Игорь',
      last_name: 'Павлов',
      department: departmentId('legal'),
      user_email: 'VIEWER@demo.test',
    },
  ],
  agents: [
    {
      id: ids.agent,
      first_name: 'Антон',
      last_name: 'Сорокин',
      partners: [ids.partnerA, partnerId('etazhi')],
      roles: ['Риелтор'],
      curator: ids.employee,
    },
  ],
});

async function rolesOf(
  link: typeof employeeRoles | typeof agentRoles,
  ownerId: string,
): Promise<string[]> {
  const owner = link === employeeRoles ? employeeRoles.employee_id : agentRoles.agent_id;
  const rows = await t.db
    .select({ title: staffRoles.title })
    .from(link)
    .innerJoin(staffRoles, eq(staffRoles.id, link.role_id))
    .where(eq(owner, ownerId));
  return rows.map((r) => r.title).sort();
}

const COUNTED = {
  departments,
  partners,
  employees,
  agents,
  staffRoles,
  employeeRoles,
  agentRoles,
  agentPartners,
};

async function tableCounts(): Promise<Record<keyof typeof COUNTED, number>> {
  const out = {} as Record<keyof typeof COUNTED, number>;
  for (const name of Object.keys(COUNTED) as (keyof typeof COUNTED)[]) {
    const [row] = await t.db.select({ n: count() }).from(COUNTED[name]);
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe('importDirectory', () => {
  it('loads every section, resolving departments, roles by title, partners, curators and users by e-mail', async () => {
    const report = await importDirectory(t.db, validFile());
    expect(report.issues).toEqual([]);
    expect(summary(report)).toEqual({
      departments: [1, 0, 0, 0],
      partners: [2, 0, 0, 0],
      employees: [2, 0, 0, 0],
      agents: [1, 0, 0, 0],
    });
    expect(report.created_roles).toEqual(['Специалист клиентского сервиса']);

    const [employee] = await t.db.select().from(employees).where(eq(employees.id, ids.employee));
    expect(employee).toMatchObject({
      first_name: 'Вера',
      last_name: 'Громова',
      second_name: null,
      department: ids.dept,
      user: null,
      active: true,
    });
    expect(await rolesOf(employeeRoles, ids.employee)).toEqual([
      'Специалист клиентского сервиса',
      'Юрист',
    ]);
    const [viewer] = await t.db.select().from(employees).where(eq(employees.id, ids.employee2));
    expect(viewer?.user).toBe(demoUserId('viewer'));

    const [agent] = await t.db.select().from(agents).where(eq(agents.id, ids.agent));
    expect(agent).toMatchObject({ curator: ids.employee, user: null });
    const links = await t.db
      .select()
      .from(agentPartners)
      .where(eq(agentPartners.agent_id, ids.agent));
    expect(links.map((l) => l.partner_id).sort()).toEqual(
      [ids.partnerA, partnerId('etazhi')].sort(),
    );
    expect(await rolesOf(agentRoles, ids.agent)).toEqual(['Риелтор']);

    const [p] = await t.db.select().from(partners).where(eq(partners.id, ids.partnerB));
    expect(p).toMatchObject({
      name: 'ИП Соколов',
      inn: '771234567859',
      legal_name: null,
      subsidiary: false,
      active: true,
    });
  });

  it('re-importing the same file changes nothing', async () => {
    const before = await tableCounts();
    const [stamp] = await t.db
      .select({ updated_at: employees.updated_at })
      .from(employees)
      .where(eq(employees.id, ids.employee));
    const report = await importDirectory(t.db, validFile());
    expect(summary(report)).toEqual({
      departments: [0, 0, 1, 0],
      partners: [0, 0, 2, 0],
      employees: [0, 0, 2, 0],
      agents: [0, 0, 1, 0],
    });
    expect(report.created_roles).toEqual([]);
    expect(await tableCounts()).toEqual(before);
    const [after] = await t.db
      .select({ updated_at: employees.updated_at })
      .from(employees)
      .where(eq(employees.id, ids.employee));
    expect(after?.updated_at).toEqual(stamp?.updated_at);
  });

  it('updates changed records in place: changed fields, replaced links, absent fields kept, null clears', async () => {
    const before = await tableCounts();
    const file = validFile();
    const report = await importDirectory(t.db, {
      partners: [
        { id: ids.partnerA, name: 'Городской Риелтор Плюс', inn: '7728319469', comment: null },
      ],
      employees: [{ ...file.employees[0], roles: ['Юрист'] }],
      agents: [
        { id: ids.agent, first_name: 'Антон', partners: [partnerId('kvartal')], active: false },
      ],
    });
    expect(report.issues).toEqual([]);
    expect(summary(report)).toMatchObject({
      partners: [0, 1, 0, 0],
      employees: [0, 1, 0, 0],
      agents: [0, 1, 0, 0],
    });
    expect(await tableCounts()).toEqual({
      ...before,
      employeeRoles: before.employeeRoles - 1,
      agentPartners: before.agentPartners - 1,
    });

    const [p] = await t.db.select().from(partners).where(eq(partners.id, ids.partnerA));
    // legal_name was absent: kept; comment was null: cleared.
    expect(p).toMatchObject({
      name: 'Городской Риелтор Плюс',
      legal_name: 'ООО «Городской Риелтор»',
      comment: null,
    });
    expect(await rolesOf(employeeRoles, ids.employee)).toEqual(['Юрист']);
    const [agent] = await t.db.select().from(agents).where(eq(agents.id, ids.agent));
    // last_name, curator and roles were absent: kept.
    expect(agent).toMatchObject({ last_name: 'Сорокин', curator: ids.employee, active: false });
    expect(await rolesOf(agentRoles, ids.agent)).toEqual(['Риелтор']);
    const links = await t.db
      .select()
      .from(agentPartners)
      .where(eq(agentPartners.agent_id, ids.agent));
    expect(links.map((l) => l.partner_id)).toEqual([partnerId('kvartal')]);
  });

  it('counts a record whose only change is its links as updated', async () => {
    const report = await importDirectory(t.db, {
      agents: [{ id: ids.agent, first_name: 'Антон', partners: [] }],
    });
    expect(summary(report).agents).toEqual([0, 1, 0, 0]);
    const links = await t.db
      .select()
      .from(agentPartners)
      .where(eq(agentPartners.agent_id, ids.agent));
    expect(links).toEqual([]);
  });

  it('restores a soft-deleted record named again', async () => {
    await t.db
      .update(departments)
      .set({ deleted_at: new Date() })
      .where(eq(departments.id, ids.dept));
    const report = await importDirectory(t.db, {
      departments: [{ id: ids.dept, name: 'Отдел клиентского сервиса' }],
    });
    expect(summary(report).departments).toEqual([0, 1, 0, 0]);
    const [d] = await t.db.select().from(departments).where(eq(departments.id, ids.dept));
    expect(d?.deleted_at).toBeNull();
  });

  it('reports rejected records by section, index, id and field, and loads the valid ones', async () => {
    const good = {
      dept: randomUUID(),
      partner: randomUUID(),
      employee: randomUUID(),
      agent: randomUUID(),
    };
    const badDept = randomUUID();
    const missing = randomUUID();
    const report = await importDirectory(t.db, {
      departments: [
        { id: good.dept, name: 'Отдел аренды' },
        { id: badDept, name: '' },
        { id: 'not-a-uuid', name: 'Отдел X' },
        { id: good.dept, name: 'Дубликат' },
      ],
      partners: [
        { id: good.partner, name: 'Верный ИНН', inn: '7703129473' },
        { id: randomUUID(), name: 'Неверный ИНН', inn: '7703129470' },
        { id: randomUUID(), inn: '7703129473', extra: true },
      ],
      employees: [
        { id: good.employee, first_name: 'Олег', department: good.dept },
        { id: randomUUID(), first_name: 'Мария', department: badDept },
        { id: randomUUID(), first_name: 'Павел', user_email: 'nobody@demo.test' },
        { id: randomUUID(), first_name: 'Х'.repeat(101) },
      ],
      agents: [
        {
          id: good.agent,
          first_name: 'Агент',
          partners: [good.partner],
          curator: good.employee,
          user_email: 'realtor@demo.test',
        },
        {
          id: randomUUID(),
          first_name: 'Агент 2',
          partners: [partnerId('etazhi'), missing],
          curator: missing,
        },
        'not an object',
      ],
    });
    const issues = report.issues.map((i) => [i.section, i.index, i.field]);
    expect(issues).toEqual([
      ['agents', 1, 'partners.1'],
      ['agents', 1, 'curator'],
      ['agents', 2, '(record)'],
      ['departments', 1, 'name'],
      ['departments', 2, 'id'],
      ['departments', 3, 'id'],
      ['employees', 1, 'department'],
      ['employees', 2, 'user_email'],
      ['employees', 3, 'first_name'],
      ['partners', 1, 'inn'],
      ['partners', 2, 'name'],
      ['partners', 2, 'extra'],
    ]);
    const dup = report.issues.find((i) => i.section === 'departments' && i.index === 3);
    expect(dup).toMatchObject({
      id: good.dept,
      message: expect.stringContaining('departments[0]'),
    });
    expect(
      report.issues.find((i) => i.section === 'agents' && i.field === 'curator')?.message,
    ).toContain(missing);
    expect(
      report.issues.find((i) => i.section === 'partners' && i.index === 2 && i.field === 'name')
        ?.message,
    ).toBe('Required');
    expect(summary(report)).toEqual({
      departments: [1, 0, 0, 3],
      partners: [1, 0, 0, 2],
      employees: [1, 0, 0, 3],
      agents: [1, 0, 0, 2],
    });

    const loaded = await t.db
      .select({ id: agents.id, user: agents.user })
      .from(agents)
      .where(eq(agents.id, good.agent));
    expect(loaded).toEqual([{ id: good.agent, user: demoUserId('realtor') }]);
    const rejected = await t.db
      .select()
      .from(departments)
      .where(inArray(departments.id, [badDept]));
    expect(rejected).toEqual([]);

    const text = formatReport(report);
    expect(text).toContain(
      'agents       3 received: 1 inserted, 0 updated, 0 unchanged, 2 rejected',
    );
    expect(text).toContain(`employees[1] id `);
    expect(text).toContain(`department: Department ${badDept} not found`);
  });

  it('refuses a file whose top level is not the expected shape, loading nothing', async () => {
    const before = await tableCounts();
    await expect(importDirectory(t.db, [])).rejects.toBeInstanceOf(ImportFileError);
    await expect(importDirectory(t.db, { partners: {} })).rejects.toThrow(/partners/);
    await expect(
      importDirectory(t.db, { departments: [{ id: randomUUID(), name: 'X' }], employes: [] }),
    ).rejects.toThrow(/employes/);
    expect(() => parseImportText('{"partners": [')).toThrow(ImportFileError);
    expect(await tableCounts()).toEqual(before);
  });

  it('leaves existing seed links alone unless the record names them', async () => {
    const report = await importDirectory(t.db, {
      employees: [{ id: employeeId('head'), first_name: 'Ольга' }],
    });
    expect(summary(report).employees).toEqual([0, 0, 1, 0]);
    expect(await rolesOf(employeeRoles, employeeId('head'))).toEqual([
      'Руководитель отдела продаж',
    ]);
  });
});
