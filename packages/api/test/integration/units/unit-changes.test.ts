/**
 * `units.changes` (issue 8): the grid asks for what changed since its last version instead of
 * reloading every unit. A quiet stock answers nothing; a booking, a status change or a removal
 * shows in the next answer; a change stamped before a version but committed after it is not lost.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { units } from '@app/db';
import { CHANGES_LOOKBACK_MS } from '../../../src/services/units/changes';
import {
  availableUnits,
  callerAs,
  expectAppError,
  NEEDS_POSTGRES,
  onPostgres,
  useTestDb,
} from '../../helpers';

const t = useTestDb();

/** The seed's stamps moved an hour back (the trigger would stamp a plain update with now). */
async function quietStock() {
  await t.db.execute(sql`alter table units disable trigger units_changed_at`);
  await t.db.update(units).set({ changed_at: sql`now() - interval '1 hour'` });
  await t.db.execute(sql`alter table units enable trigger units_changed_at`);
}

const viewer = () => callerAs(t.db, 'viewer');
const versionNow = async () => (await (await viewer()).units.changes()).version;

beforeEach(quietStock);

describe('units.changes', () => {
  it('without a version answers only the current one and asks for a full load', async () => {
    const first = await (await viewer()).units.changes();
    expect(first).toMatchObject({ reset: true, items: [], deleted: [] });
    expect(Date.parse(first.version)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers nothing while nothing changes', async () => {
    const since = await versionNow();
    const answer = await (await viewer()).units.changes({ since });
    expect(answer).toMatchObject({ reset: false, items: [], deleted: [] });
    expect(Date.parse(answer.version)).toBeGreaterThanOrEqual(Date.parse(since));
  });

  it('answers a unit booked since, with its new status, in the units.list shape', async () => {
    const since = await versionNow();
    const [unit] = await availableUnits(t.db, 1);
    await (await callerAs(t.db, 'manager')).bookings.create({ unit: unit as string });
    const answer = await (await viewer()).units.changes({ since });
    expect(answer.items.map((u) => [u.id, u.status])).toEqual([[unit, 'UNIT_STATUS_BOOKED']]);
    const listed = await (
      await viewer()
    ).units.list({
      filter: { filters: [{ property: 'id', operator: 'IN', value: [unit as string] }] },
      pagination: { page: 1, limit: 1, order_by: 'id', direction: 'asc' },
    });
    expect(answer.items[0]).toEqual(listed.items[0]);
  });

  it('names a unit removed from the stock', async () => {
    const since = await versionNow();
    const [unit] = await availableUnits(t.db, 1, 3); // a unit no other test here uses
    await t.db
      .update(units)
      .set({ deleted_at: new Date() })
      .where(eq(units.id, unit as string));
    expect(await (await viewer()).units.changes({ since })).toMatchObject({
      items: [],
      deleted: [unit],
    });
  });

  it('asks for a full load when the version is older than an hour', async () => {
    const since = new Date(Date.now() - 2 * 3600_000).toISOString();
    expect(await (await viewer()).units.changes({ since })).toMatchObject({ reset: true });
  });

  it('refuses a version that is not a date with a field message', async () => {
    const e = await expectAppError(
      (await viewer()).units.changes({ since: 'yesterday' }),
      'BAD_REQUEST',
    );
    expect(e.fieldErrors?.since?.[0]).toMatch(/ISO 8601/);
  });

  it.runIf(onPostgres)(
    `finds a change stamped before a version and committed after it (${NEEDS_POSTGRES})`,
    async () => {
      const [unit] = await availableUnits(t.db, 1, 6);
      let version = '';
      await t.db.transaction(async (tx) => {
        await tx
          .update(units)
          .set({ status: 'UNIT_STATUS_UNAVAILABLE' })
          .where(eq(units.id, unit as string));
        // Another connection asks while the change is written but not committed.
        await new Promise((r) => setTimeout(r, 50));
        const during = await (await viewer()).units.changes({ since: await versionNow() });
        expect(during.items.map((u) => u.id)).not.toContain(unit);
        version = during.version;
      });
      const after = await (await viewer()).units.changes({ since: version });
      expect(after.items.map((u) => [u.id, u.status])).toEqual([[unit, 'UNIT_STATUS_UNAVAILABLE']]);
      expect(CHANGES_LOOKBACK_MS).toBeGreaterThan(50);
    },
  );
});
