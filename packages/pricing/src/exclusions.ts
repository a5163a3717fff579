/** A chosen discount or option: its id and the ids it excludes. */
export interface ExclusionItem {
  id: string;
  exclusions: readonly string[];
}

/**
 * The first pair of chosen items that may not be combined, or null. A excluding B forbids A with
 * B whichever of the two lists the other. Pairs are scanned in input order (a before b; the
 * earliest `a` first, then the earliest `b`) and returned as [a.id, b.id]. An item listing its
 * own id, or the same id chosen twice, is not a conflict.
 */
export function exclusionConflict(chosen: readonly ExclusionItem[]): [string, string] | null {
  for (let i = 0; i < chosen.length; i++) {
    const a = chosen[i];
    if (!a) continue;
    for (let j = i + 1; j < chosen.length; j++) {
      const b = chosen[j];
      if (!b || a.id === b.id) continue;
      if (a.exclusions.includes(b.id) || b.exclusions.includes(a.id)) return [a.id, b.id];
    }
  }
  return null;
}
