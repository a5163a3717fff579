/**
 * Runs once when the server starts: opens the database (migrations, demo seed when empty; retried
 * until it answers) and starts the job queue beside it (expiry sweeper, feeds, e-mail delivery), so
 * none of it waits for the first request. Never during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { startServer } = await import('@app/api/server');
  startServer();
}
