/** Groups rows by a key, keeping their order. */
export function groupBy<T, V>(
  rows: readonly T[],
  key: (row: T) => string,
  value: (row: T) => V,
): Map<string, V[]> {
  const map = new Map<string, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(value(row));
    else map.set(k, [value(row)]);
  }
  return map;
}

/** Distinct non-null values, for the `IN (...)` of a batch load. */
export const distinct = (values: readonly (string | null)[]): string[] => [
  ...new Set(values.filter((v): v is string => v !== null)),
];

/** Filter columns every person of the directory (employee, agent) has. */
export const PERSON_COLUMNS = {
  first_name: 'string',
  last_name: 'string',
  second_name: 'string',
  user: 'uuid',
} as const;
export const PERSON_ORDER = ['last_name', 'first_name'];

/** The name fields of a person's DTO. */
export const personNames = (r: {
  first_name: string;
  last_name: string | null;
  second_name: string | null;
}) => ({
  first_name: r.first_name,
  last_name: r.last_name,
  second_name: r.second_name,
});
