import { describe, expect, it } from 'vitest';
import { applyUnitChanges, type GridState } from '../../../src/components/units/grid-sync';

type U = { id: string; status: string };
const state = (units: U[]): GridState<U> => ({
  units,
  version: 'v1',
  loadedAt: 0,
  truncated: false,
});
const a = { id: 'a', status: 'AVAILABLE' };
const b = { id: 'b', status: 'AVAILABLE' };
const changes = (items: U[], deleted: string[] = [], reset = false) => ({
  version: 'v2',
  reset,
  items,
  deleted,
});

describe('applyUnitChanges', () => {
  it('keeps the same units array when nothing changed, and moves the version on', () => {
    const s = state([a, b]);
    const next = applyUnitChanges(s, changes([]));
    expect(next?.units).toBe(s.units);
    expect(next?.version).toBe('v2');
  });

  it('keeps the same array when the answer repeats a change already applied', () => {
    const s = state([a, b]);
    expect(applyUnitChanges(s, changes([{ ...a }]))?.units).toBe(s.units);
  });

  it('replaces a changed unit in place and leaves the others as they were', () => {
    const booked = { id: 'a', status: 'BOOKED' };
    const next = applyUnitChanges(state([a, b]), changes([booked]));
    expect(next?.units).toEqual([booked, b]);
    expect(next?.units[1]).toBe(b);
  });

  it('appends a new unit and drops a removed one', () => {
    const c = { id: 'c', status: 'AVAILABLE' };
    expect(applyUnitChanges(state([a, b]), changes([c], ['a']))?.units).toEqual([b, c]);
  });

  it('a repriced unit (a new base price stamps it) is replaced in place with its price', () => {
    type P = { id: string; status: string; price: number | null };
    const x: P = { id: 'x', status: 'AVAILABLE', price: 12_000_000 };
    const y: P = { id: 'y', status: 'AVAILABLE', price: null };
    const s: GridState<P> = { units: [x, y], version: 'v1', loadedAt: 0, truncated: false };
    const repriced = { ...x, price: 12_600_000 };
    const next = applyUnitChanges(s, {
      version: 'v2',
      reset: false,
      items: [repriced],
      deleted: [],
    });
    expect(next?.units).toEqual([repriced, y]);
    expect(next?.units[1]).toBe(y);
    // The same price again is no change: the grid keeps its array.
    const again =
      next &&
      applyUnitChanges(next, {
        version: 'v3',
        reset: false,
        items: [{ ...repriced }],
        deleted: [],
      });
    expect(again?.units).toBe(next?.units);
  });

  it('asks for a full load when the server says reset', () => {
    expect(applyUnitChanges(state([a]), changes([], [], true))).toBeNull();
  });
});
