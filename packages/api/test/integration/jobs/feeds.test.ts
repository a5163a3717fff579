import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offices, regions, units } from '@app/db';
import { startFakeReferenceService } from '@app/integration-reference-feed/fake';
import { startFakeStockService } from '@app/integration-stock-feed/fake';
import { syncReference } from '../../../src/services/reference/reference-source';
import {
  httpStockSource,
  syncUnits,
  type StockUnit,
} from '../../../src/services/units/stock-source';
import { useTestDb } from '../../helpers';

const t = useTestDb();
// The fake stock and reference services (integrations/*/src/fake.ts): real HTTP on loopback.
let stock: Awaited<ReturnType<typeof startFakeStockService>>;
let reference: Awaited<ReturnType<typeof startFakeReferenceService>>;
let url = '';

beforeAll(async () => {
  [stock, reference] = await Promise.all([startFakeStockService(), startFakeReferenceService()]);
  url = stock.url();
});
afterAll(() => Promise.all([stock.close(), reference.close()]));

const unit = (over: Partial<StockUnit> = {}): StockUnit => ({
  id: '7b0d6b1e-4a8f-4c5e-9d3a-2f1e0c9b8a70',
  code: 'NEW-1-1-02-01',
  name: 'Квартира 1-комн., 38,0 м²',
  complex: 'ЖК «Новый»',
  building: '1',
  section: 1,
  floor: 2,
  number: '1',
  rooms: 1,
  area: 38,
  status: 'UNIT_STATUS_AVAILABLE',
  second_statuses: [],
  region: null,
  ...over,
});

describe('stock service sync', () => {
  it('adds new units and updates their description, keeping the status this service manages', async () => {
    stock.setUnits([unit()]);
    expect(await syncUnits(t.db, httpStockSource(url))).toBe(1);
    const [added] = await t.db.select().from(units).where(eq(units.code, 'NEW-1-1-02-01'));
    expect(added).toMatchObject({
      name: 'Квартира 1-комн., 38,0 м²',
      area: '38.00',
      status: 'UNIT_STATUS_AVAILABLE',
    });

    await t.db.update(units).set({ status: 'UNIT_STATUS_BOOKED' }).where(eq(units.id, unit().id));
    stock.setUnits([
      unit({ name: 'Квартира 1-комн., 38,4 м²', area: 38.4, status: 'UNIT_STATUS_AVAILABLE' }),
    ]);
    await syncUnits(t.db, httpStockSource(`${url}/`));
    const [updated] = await t.db.select().from(units).where(eq(units.id, unit().id));
    expect(updated).toMatchObject({
      name: 'Квартира 1-комн., 38,4 м²',
      area: '38.40',
      status: 'UNIT_STATUS_BOOKED',
    });
  });

  it('refuses a malformed feed or an error answer without writing anything', async () => {
    const before = (await t.db.select({ id: units.id }).from(units)).length;
    stock.setUnits([
      unit({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', code: 'OK-1' }),
      { ...unit(), id: 'not-a-uuid', code: 'BAD-1' },
    ]);
    await expect(syncUnits(t.db, httpStockSource(url))).rejects.toThrow();
    await expect(syncUnits(t.db, httpStockSource(`${url}/missing/`))).rejects.toThrow(/404/);
    expect((await t.db.select({ id: units.id }).from(units)).length).toBe(before);
  });
});

describe('reference service sync', () => {
  const regionId = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';
  const officeId = 'd1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';

  it('adds and updates regions and offices from the two feeds', async () => {
    reference.setRegions([{ id: regionId, name: 'Калужская область', code: '40' }]);
    reference.setOffices([
      { id: officeId, name: 'Офис в Калуге', address: 'Калуга, ул. Кирова, 1', region: regionId },
    ]);
    expect(await syncReference(t.db, reference.url())).toEqual({ regions: 1, offices: 1 });
    reference.setOffices([
      {
        id: officeId,
        name: 'Офис продаж в Калуге',
        address: 'Калуга, ул. Кирова, 1',
        region: regionId,
        phone: '+74842000000',
      },
    ]);
    await syncReference(t.db, reference.url());
    expect((await t.db.select().from(regions).where(eq(regions.id, regionId)))[0]).toMatchObject({
      name: 'Калужская область',
      code: '40',
    });
    expect((await t.db.select().from(offices).where(eq(offices.id, officeId)))[0]).toMatchObject({
      name: 'Офис продаж в Калуге',
      phone: '+74842000000',
      region: regionId,
    });
  });

  it('writes nothing when one of the feeds is broken', async () => {
    const before = (await t.db.select({ id: regions.id }).from(regions)).length;
    reference.setRegions([
      { id: 'e1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b', name: 'Тульская область' },
    ]);
    reference.setOffices([{ id: 'oops', name: '', address: '' }]);
    await expect(syncReference(t.db, reference.url())).rejects.toThrow();
    expect((await t.db.select({ id: regions.id }).from(regions)).length).toBe(before);
  });
});
