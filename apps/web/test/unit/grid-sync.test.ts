import { describe, expect, it } from 'vitest';
import { applyUnitChanges, type GridState } from '../../src/components/units/grid-sync';

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

  it('asks for a full load when the server says reset', () => {
    expect(applyUnitChanges(state([a]), changes([], [], true))).toBeNull();
  });
});
