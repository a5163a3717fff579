/** The reference feeds against the fake reference service. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpReferenceSource } from '../../src';
import { startFakeReferenceService } from '../../src/fake';

let ref: Awaited<ReturnType<typeof startFakeReferenceService>>;
beforeAll(async () => {
  ref = await startFakeReferenceService();
});
afterAll(() => ref.close());

const regionId = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';

describe('the reference feeds', () => {
  it('read regions and offices, with their defaults', async () => {
    ref.setRegions([{ id: regionId, name: 'Калужская область' }]);
    ref.setOffices([
      {
        id: 'd1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b',
        name: 'Офис',
        address: 'Калуга',
        region: regionId,
      },
    ]);
    const source = httpReferenceSource(ref.url());
    expect(await source.regions.fetchSnapshot()).toMatchObject({
      rows: [{ id: regionId, name: 'Калужская область', code: null, active: true }],
    });
    expect(await source.offices.fetchSnapshot()).toMatchObject({
      rows: [{ phone: null, email: null, region: regionId, active: true }],
    });
  });

  it('refuse a malformed record', async () => {
    ref.setOffices([{ id: 'oops', name: '', address: '' }]);
    await expect(httpReferenceSource(ref.url()).offices.fetchSnapshot()).rejects.toThrow();
  });
});
