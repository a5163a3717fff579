/**
 * The grid's copy of the stock, kept current by changes (`units.changes`) instead of reloading
 * every unit: pure, so it is unit-tested (apps/web/test/unit/units/grid-sync.test.ts).
 */

/** What the grid holds: every unit, the version to ask changes since, and when it loaded in full. */
export interface GridState<U extends { id: string }> {
  units: U[];
  version: string;
  loadedAt: number;
  truncated: boolean;
}

export interface GridChanges<U> {
  version: string;
  reset: boolean;
  items: U[];
  deleted: string[];
}

/** A full reload this often anyway (a safety net: the changes are the fast path, not the only one). */
export const FULL_RELOAD_MS = 5 * 60_000;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The state after a changes answer: `null` when the grid must load in full (`reset`). Otherwise
 * the next version, and the units with changed ones replaced in place, new ones appended and
 * removed ones dropped; the same `units` array when nothing really changed (the answer repeats
 * the last seconds' changes), so the grid does not re-render for them.
 */
export function applyUnitChanges<U extends { id: string }>(
  state: GridState<U>,
  changes: GridChanges<U>,
): GridState<U> | null {
  if (changes.reset) return null;
  const gone = new Set(changes.deleted);
  const fresh = new Map(changes.items.map((u) => [u.id, u]));
  let changed = false;
  const units: U[] = [];
  for (const unit of state.units) {
    if (gone.has(unit.id)) {
      changed = true;
      continue;
    }
    const next = fresh.get(unit.id);
    fresh.delete(unit.id);
    if (next && !sameJson(next, unit)) {
      changed = true;
      units.push(next);
    } else units.push(unit);
  }
  for (const added of fresh.values()) {
    changed = true;
    units.push(added);
  }
  return { ...state, units: changed ? units : state.units, version: changes.version };
}
