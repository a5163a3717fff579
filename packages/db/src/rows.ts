/**
 * The rows of `db.execute(sql)`: postgres.js answers the rows as a list, PGlite an object with
 * `rows`. For the few places that run raw SQL on either driver.
 */
export function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}
