/** Upsert by id with change detection, and replacement of link sets, independent of the table. */
import type { Outcome } from './run';

interface StoredRow {
  id: string;
  deleted_at: Date | null;
  updated_at: Date;
}

export interface UpsertOps<Row extends StoredRow, R extends { id: string }> {
  /** Existing rows (deleted ones included) with these ids. */
  load: (ids: string[]) => Promise<Row[]>;
  /** Inserts new records, defaults applied. */
  insert: (records: R[]) => Promise<void>;
  update: (id: string, changes: Partial<Row>) => Promise<void>;
  /** The columns a record sets: only the fields present in the file. */
  fields: (record: R) => Partial<Row>;
}

/**
 * Inserts the records that are new and updates only the columns that differ on the others, so a
 * re-import of the same file changes nothing. A record in the file is not deleted: importing it
 * again restores a soft-deleted row.
 */
export async function upsertById<Row extends StoredRow, R extends { id: string }>(
  records: R[],
  ops: UpsertOps<Row, R>,
): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  if (records.length === 0) return outcomes;
  const existing = new Map((await ops.load(records.map((r) => r.id))).map((row) => [row.id, row]));
  const fresh = records.filter((r) => !existing.has(r.id));
  if (fresh.length > 0) await ops.insert(fresh);
  for (const r of fresh) outcomes.set(r.id, 'inserted');
  for (const r of records) {
    const row = existing.get(r.id);
    if (!row) continue;
    const fields = ops.fields(r);
    const changes: Partial<Row> = {};
    for (const key of Object.keys(fields) as (keyof Row)[]) {
      if (fields[key] !== row[key]) changes[key] = fields[key];
    }
    if (row.deleted_at !== null) changes.deleted_at = null;
    if (Object.keys(changes).length === 0) {
      outcomes.set(r.id, 'unchanged');
      continue;
    }
    await ops.update(r.id, { ...changes, updated_at: new Date() });
    outcomes.set(r.id, 'updated');
  }
  return outcomes;
}

export interface Link {
  owner: string;
  target: string;
}

export interface LinkOps {
  load: (ownerIds: string[]) => Promise<Link[]>;
  removeAll: (ownerIds: string[]) => Promise<void>;
  add: (links: Link[]) => Promise<void>;
  /** Marks owners as updated (their links changed). */
  touch: (ownerIds: string[]) => Promise<void>;
}

/**
 * Makes the links of each owner exactly `targets` (owners without `targets` keep theirs). An owner
 * whose links changed counts as updated.
 */
export async function syncLinks(
  owners: { id: string; targets: string[] | undefined }[],
  outcomes: Map<string, Outcome>,
  ops: LinkOps,
): Promise<void> {
  const given = owners.filter(
    (o): o is { id: string; targets: string[] } => o.targets !== undefined,
  );
  if (given.length === 0) return;
  const current = new Map<string, Set<string>>();
  for (const link of await ops.load(given.map((o) => o.id))) {
    (current.get(link.owner) ?? current.set(link.owner, new Set()).get(link.owner))?.add(
      link.target,
    );
  }
  const changed = given.filter((o) => {
    const now = current.get(o.id) ?? new Set<string>();
    const wanted = new Set(o.targets);
    return now.size !== wanted.size || [...wanted].some((t) => !now.has(t));
  });
  if (changed.length === 0) return;
  const ids = changed.map((o) => o.id);
  await ops.removeAll(ids);
  const links = changed.flatMap((o) =>
    [...new Set(o.targets)].map((target) => ({ owner: o.id, target })),
  );
  if (links.length > 0) await ops.add(links);
  const touched = ids.filter((id) => outcomes.get(id) === 'unchanged');
  if (touched.length > 0) await ops.touch(touched);
  for (const id of touched) outcomes.set(id, 'updated');
}
