/** Discounts and options name each other by id; the screens show their descriptions instead. */
export interface CatalogRecord {
  id: string;
  description: string | null;
  active: boolean;
}

/** A record's name: its description, or the start of its id when it has none. */
export const recordName = (r: { id: string; description: string | null }) =>
  r.description?.trim() || `#${r.id.slice(0, 8)}`;

/** id → name of every record. */
export const nameIndex = (records: readonly CatalogRecord[]) =>
  new Map(records.map((r) => [r.id, recordName(r)]));

/** The names of `ids` (unknown ones, e.g. beyond the loaded list, by the start of their id), sorted. */
export const namesOf = (ids: readonly string[], names: ReadonlyMap<string, string>) =>
  ids
    .map((id) => names.get(id) ?? recordName({ id, description: null }))
    .sort((a, b) => a.localeCompare(b));

/** What a record may exclude: every other record, by name. */
export const exclusionChoices = (records: readonly CatalogRecord[], self: string | undefined) =>
  records
    .filter((r) => r.id !== self)
    .map((r) => ({ id: r.id, name: recordName(r), active: r.active }))
    .sort((a, b) => a.name.localeCompare(b.name));
