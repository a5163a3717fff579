/** The stock feed against the fake stock service: records validated, defaults, conditional reads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpStockSource } from '../../src';
import { startFakeStockService } from '../../src/fake';

let stock: Awaited<ReturnType<typeof startFakeStockService>>;
beforeAll(async () => {
  stock = await startFakeStockService();
});
afterAll(() => stock.close());

const unit = {
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
};

describe('the stock feed', () => {
  it('reads the units, with the defaults of what a record leaves out', async () => {
    stock.setUnits([unit]);
    const read = await httpStockSource(stock.url()).fetchSnapshot();
    expect(read).toMatchObject({
      changed: true,
      rows: [{ ...unit, second_statuses: [], region: null, plan_url: null }],
    });
    expect(stock.requests.at(-1)?.path).toBe('/units');
    if (read.changed)
      expect(await httpStockSource(stock.url()).fetchSnapshot(read)).toEqual({ changed: false });
  });

  it('refuses the snapshot for one malformed record or a plan that is not http(s)', async () => {
    stock.setUnits([unit, { ...unit, id: 'not-a-uuid' }]);
    await expect(httpStockSource(stock.url()).fetchSnapshot()).rejects.toThrow();
    stock.setUnits([{ ...unit, plan_url: 'file:///etc/passwd' }]);
    await expect(httpStockSource(stock.url()).fetchSnapshot()).rejects.toThrow();
    await expect(httpStockSource(`${stock.url()}/missing/`).fetchSnapshot()).rejects.toThrow(/404/);
  });
});
