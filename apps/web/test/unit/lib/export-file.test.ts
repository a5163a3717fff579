import { describe, expect, it } from 'vitest';
import { attachmentName, errorAppCode, exportUrl } from '../../../src/lib/export-file';
import { unitExportFilter } from '../../../src/components/units/export-filter';
import { NO_FILTER } from '../../../src/components/units/grid-model';

describe('Excel export helpers', () => {
  it('puts the list filter in the address as url-encoded JSON', () => {
    const url = exportUrl('bookings', { query: 'Иванов & 50%', include_expired: true }, 'en');
    expect(url.startsWith('/api/exports/bookings.xlsx?filter=')).toBe(true);
    const params = new URL(url, 'http://x').searchParams;
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({
      query: 'Иванов & 50%',
      include_expired: true,
    });
    expect(params.get('lang')).toBe('en');
    expect(params.has('at')).toBe(false);
  });

  it('adds the "as of" instant when there is one', () => {
    const at = '2026-12-01T20:59:59.999Z';
    const url = exportUrl('price-list', { filters: [] }, 'ru', at);
    expect(new URL(url, 'http://x').searchParams.get('at')).toBe(at);
  });

  it("reads the server's file name, never a path", () => {
    expect(attachmentName('attachment; filename="units-2026-11-27.xlsx"')).toBe(
      'units-2026-11-27.xlsx',
    );
    expect(attachmentName('attachment; filename="../x.xlsx"')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });

  it("reads an error body's appCode", () => {
    expect(errorAppCode({ error: { data: { appCode: 'EXPORT_TOO_LARGE' } } })).toBe(
      'EXPORT_TOO_LARGE',
    );
    expect(errorAppCode(null)).toBeNull();
    expect(errorAppCode({ error: 'x' })).toBeNull();
  });

  it("turns the grid's view into units.list's filter", () => {
    const building = { complex: 'ЖК Север', building: '1' };
    expect(unitExportFilter(building, NO_FILTER).filters).toEqual([
      { property: 'complex', operator: 'EQ', value: ['ЖК Север'] },
      { property: 'building', operator: 'EQ', value: ['1'] },
    ]);
    const f = unitExportFilter(building, {
      ...NO_FILTER,
      rooms: [0, 2],
      statuses: ['UNIT_STATUS_AVAILABLE'],
      areaFrom: 30,
      priceTo: 12_500_000,
    }).filters;
    expect(f.slice(2)).toEqual([
      { property: 'rooms', operator: 'IN', value: [0, 2] },
      { property: 'status', operator: 'IN', value: ['UNIT_STATUS_AVAILABLE'] },
      { property: 'area', operator: 'GTE', value: [30] },
      { property: 'price', operator: 'LTE', value: [12_500_000] },
    ]);
  });
});
