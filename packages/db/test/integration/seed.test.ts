import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidInn } from '../../src/import';
import * as schema from '../../src/schema';
import {
  agentId,
  DEMO_ACCOUNTS,
  demoUnits,
  demoUserId,
  employeeId,
  partnerId,
  regionId,
  seedDemo,
  seedId,
  SYSTEM_USER_ID,
  unitId,
} from '../../src/seed';
import { useTestDb } from '../helpers';

const t = useTestDb();
const {
  agentPartners,
  agentRoles,
  agents,
  departments,
  employeeRoles,
  employees,
  holidays,
  offices,
  partners,
  regions,
  roles,
  staffRoles,
  units,
  userRoles,
  users,
} = schema;

const TABLES = {
  regions,
  offices,
  holidays,
  departments,
  staffRoles,
  partners,
  employees,
  employeeRoles,
  agents,
  agentRoles,
  agentPartners,
  units,
  users,
  roles,
  userRoles,
};

async function countOf(table: (typeof TABLES)[keyof typeof TABLES]): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Every row of every seeded table, in a stable order: "changes nothing" means this stays equal. */
async function snapshot(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows = await t.db.select().from(table);
    out[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** Square metres per number of rooms (0 = studio). */
const AREA_BOUNDS: Record<number, [number, number]> = {
  0: [20, 30],
  1: [33, 44],
  2: [50, 66],
  3: [70, 90],
};

describe('seedDemo', () => {
  it('loads the demo data set', async () => {
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(TABLES)) counts[name] = await countOf(table);
    expect(counts).toMatchObject({
      regions: 3,
      offices: 3,
      holidays: 30,
      departments: 5,
      staffRoles: 10,
      partners: 9,
      employees: 13,
      agents: 10,
      units: 312,
      users: 5,
      roles: 5,
    });
    const demo = await t.db.select().from(users).where(eq(users.is_system, false));
    expect(demo.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    expect(demo.every((u) => u.region === regionId('moscow'))).toBe(true);
    const [system] = await t.db.select().from(users).where(eq(users.id, SYSTEM_USER_ID));
    expect(system?.is_system).toBe(true);
  });

  it('holds the official non-working days of 2026 and 2027, each named', async () => {
    const rows = await t.db.select().from(holidays).orderBy(holidays.day);
    const days = rows.map((r) => r.day);
    const jan = (y: number, n: number) => Array.from({ length: n }, (_, i) => `${y}-01-0${i + 1}`);
    expect(days).toEqual([
      ...jan(2026, 9),
      '2026-02-23',
      '2026-03-09',
      '2026-05-01',
      '2026-05-11',
      '2026-06-12',
      '2026-11-04',
      '2026-12-31',
      ...jan(2027, 8),
      '2027-02-23',
      '2027-03-08',
      '2027-05-03',
      '2027-05-10',
      '2027-06-14',
      '2027-11-04',
    ]);
    expect(rows.every((r) => r.name.length > 3)).toBe(true);
  });

  it('builds a residential complex of 2 buildings x 3 sections x floors 2-14 x 4 units', async () => {
    const rows = await t.db.select().from(units);
    expect(rows).toHaveLength(312);
    expect(new Set(rows.map((u) => u.building))).toEqual(new Set(['1', '2']));
    expect(new Set(rows.map((u) => u.section))).toEqual(new Set([1, 2, 3]));
    expect(Math.min(...rows.map((u) => u.floor))).toBe(2);
    expect(Math.max(...rows.map((u) => u.floor))).toBe(14);
    for (const u of rows) {
      expect(u.code).toMatch(/^SP-[12]-[123]-\d{2}-0[1-4]$/);
      expect(u.id).toBe(unitId(u.code));
      expect(u.rooms).toBeGreaterThanOrEqual(0);
      expect(u.rooms).toBeLessThanOrEqual(3);
      const area = Number(u.area);
      const [min, max]: [number, number] = AREA_BOUNDS[u.rooms] ?? [0, 0];
      expect(area).toBeGreaterThanOrEqual(min);
      expect(area).toBeLessThanOrEqual(max);
      expect(u.name).toContain(u.area.replace(/0$/, '').replace('.', ','));
      expect(u.name.startsWith(u.rooms === 0 ? 'Студия' : `Квартира ${u.rooms}-комн.`)).toBe(true);
      expect(u.region).toBe(regionId('moscow'));
    }
    const numbers = rows.filter((u) => u.building === '1').map((u) => Number(u.number));
    expect(new Set(numbers).size).toBe(156);
    const status = (s: string) => rows.filter((u) => u.status === s).length;
    expect(status('UNIT_STATUS_SOLD')).toBeGreaterThan(15);
    expect(status('UNIT_STATUS_SOLD')).toBeLessThan(50);
    expect(status('UNIT_STATUS_UNAVAILABLE')).toBeGreaterThan(0);
    expect(status('UNIT_STATUS_UNAVAILABLE')).toBeLessThan(20);
    expect(status('UNIT_STATUS_AVAILABLE')).toBe(
      312 - status('UNIT_STATUS_SOLD') - status('UNIT_STATUS_UNAVAILABLE'),
    );
    for (const rooms of [0, 1, 2, 3]) expect(rows.some((u) => u.rooms === rooms)).toBe(true);
  });

  it('generates the same units on every run (no randomness)', () => {
    expect(demoUnits()).toEqual(demoUnits());
    expect(demoUnits()[0]).toMatchObject({ code: 'SP-1-1-02-01', id: seedId('unit:SP-1-1-02-01') });
  });

  it('gives partners valid, distinct INNs and legal names', async () => {
    const rows = await t.db.select().from(partners);
    expect(rows.every((p) => isValidInn(p.inn))).toBe(true);
    expect(new Set(rows.map((p) => p.inn)).size).toBe(rows.length);
    expect(rows.every((p) => /^(ООО|АО) «/.test(p.legal_name ?? ''))).toBe(true);
  });

  it('links the demo head and manager to employees and the realtor to an agent of one partner', async () => {
    const linked = await t.db
      .select({ id: employees.id, user: employees.user })
      .from(employees)
      .where(inArray(employees.user, [demoUserId('head'), demoUserId('manager')]));
    expect(linked.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: employeeId('head'), user: demoUserId('head') },
        { id: employeeId('manager'), user: demoUserId('manager') },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    const [agent] = await t.db
      .select()
      .from(agents)
      .where(eq(agents.user, demoUserId('realtor')));
    expect(agent?.id).toBe(agentId('realtor'));
    const links = await t.db
      .select()
      .from(agentPartners)
      .where(eq(agentPartners.agent_id, agentId('realtor')));
    expect(links.map((l) => l.partner_id)).toEqual([partnerId('etazhi')]);
    const officeRows = await t.db.select().from(offices);
    const regionIds = new Set((await t.db.select().from(regions)).map((r) => r.id));
    expect(
      officeRows.every(
        (o) => o.region !== null && regionIds.has(o.region) && /^\+7\d{10}$/.test(o.phone ?? ''),
      ),
    ).toBe(true);
  });

  it('changes nothing when run again on a seeded database', async () => {
    const before = await snapshot();
    await seedDemo(t.db);
    await seedDemo(t.db);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps changes made since the first run, and does not restore replaced links', async () => {
    await t.db
      .update(partners)
      .set({ name: 'Этажи (переименовано)' })
      .where(eq(partners.id, partnerId('etazhi')));
    await t.db.delete(agentPartners).where(eq(agentPartners.agent_id, agentId('realtor')));
    await t.db
      .insert(agentPartners)
      .values({ agent_id: agentId('realtor'), partner_id: partnerId('kvartal') });
    await seedDemo(t.db);
    const [p] = await t.db
      .select()
      .from(partners)
      .where(eq(partners.id, partnerId('etazhi')));
    expect(p?.name).toBe('Этажи (переименовано)');
    const links = await t.db
      .select()
      .from(agentPartners)
      .where(eq(agentPartners.agent_id, agentId('realtor')));
    expect(links.map((l) => l.partner_id)).toEqual([partnerId('kvartal')]);
  });
});
