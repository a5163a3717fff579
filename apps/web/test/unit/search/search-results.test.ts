import { describe, expect, it } from 'vitest';
import {
  searchOptions,
  type GlobalSearchResult,
} from '../../../src/components/search/search-results';
import { isSearchShortcut } from '../../../src/components/search/search-shortcut';

const RESULT: GlobalSearchResult = {
  units: [
    {
      id: 'u1',
      code: 'A-1',
      number: '1',
      complex: 'ЖК',
      building: '1',
      status: 'UNIT_STATUS_AVAILABLE',
    },
  ],
  bookings: [
    {
      id: 'b1',
      number: 1001,
      status: 'BOOKING_STATUS_BOOKED',
      unit_code: 'A-1',
      unit_number: '1',
      crm_deal_id: null,
      customer: null,
      matched: 'number',
    },
  ],
  documents: [
    {
      id: 'd1',
      number: 'КП-000001',
      kind: 'COMMERCIAL_OFFER',
      customer_name: null,
      created_at: '2026-11-27T10:00:00.000Z',
      url: '/api/documents/d1/pdf',
    },
  ],
};

describe('the search box’s options', () => {
  it('lists units, bookings, documents in that order, each leading to its screen', () => {
    expect(searchOptions(RESULT).map((o) => [o.group, o.href])).toEqual([
      ['units', '/units?unit=u1'],
      ['bookings', '/bookings/b1'],
      ['documents', '/api/documents/d1/pdf'],
    ]);
    expect(searchOptions(undefined)).toEqual([]);
  });

  it('opens on ⌘K and Ctrl+K, by the key or its place (a Russian layout’s К)', () => {
    const key = (k: string, code: string, mods: object) => ({
      key: k,
      code,
      metaKey: false,
      ctrlKey: false,
      altKey: false,
      shiftKey: false,
      ...mods,
    });
    expect(isSearchShortcut(key('k', 'KeyK', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('л', 'KeyK', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', 'KeyK', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k', 'KeyK', {}))).toBe(false);
    expect(isSearchShortcut(key('k', 'KeyK', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key('j', 'KeyJ', { ctrlKey: true }))).toBe(false);
  });
});
