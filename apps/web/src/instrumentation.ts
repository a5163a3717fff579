/**
 * Runs once when the server starts: opens the database (migrations, demo seed when empty) and
 * starts the expiry sweeper, so neither waits for the first request. Never during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { getDb } = await import('@app/api/server');
  getDb().catch((e: unknown) => console.error('[boot] database failed to start:', e));
}
