/**
 * A reason not to start that waiting cannot fix: the PGlite directory is held by another process,
 * or a production database has no first sales head configured. The app stops with the message
 * rather than retrying (a database that is merely unreachable is retried).
 */
export class StartRefused extends Error {
  override readonly name = 'StartRefused';
}

/** By name, not instanceof: a bundler may load this module more than once. */
export const isStartRefused = (e: unknown): e is StartRefused =>
  e instanceof Error && e.name === 'StartRefused';
