/** The PostgreSQL error inside a driver/ORM error chain (postgres.js and PGlite name fields differently). */
export function findPgError(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    const { code, constraint_name, constraint } = e as {
      code?: unknown;
      constraint_name?: string;
      constraint?: string;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: constraint_name ?? constraint };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = findPgError(error);
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
}
