// The PGlite part of bench/run.mjs: the app on embedded PGlite (what `pnpm start` gives without
// DATABASE_URL) with the same bulk data as on PostgreSQL, the same reads; its cold start and memory.
import { bulkStatements } from './bookings-data.mjs';
import { fmt, rssMiB } from './lib.mjs';
import { call, readCalls, signedIn } from './scenarios.mjs';
import { measureReads, removeDir, startTheApp, stop, tempDir } from './servers.mjs';

/** Loads the bulk data straight into a PGlite directory (the app stopped), with the app's extensions. */
async function loadBulk(dir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = await PGlite.create({ dataDir: dir, extensions: { btree_gist, pg_trgm } });
  try {
    for (const statement of bulkStatements()) await pg.exec(statement);
  } finally {
    await pg.close();
  }
}

/** Measures the reads on PGlite at `connections` and 1; answers the cold start's numbers. */
export async function onPglite(run, appEnv, connections) {
  const dir = tempDir('bench-pglite-');
  const env = { ...appEnv, PGLITE_DIR: dir, DATABASE_URL: '' };
  const first = await startTheApp('PGlite, first start', env);
  const cold = { ms: first.ms, rss: rssMiB(first.child.pid) };
  await stop(first);
  run.say(
    `PGlite ${dir}: cold start (migrations, demo seed) ${fmt(cold.ms, 0)} ms to the first answer, ${fmt(cold.rss, 0)} MiB RSS`,
  );
  const t = performance.now();
  await loadBulk(dir);
  run.say(`bulk data loaded into PGlite in ${fmt((performance.now() - t) / 1000)} s`);
  const app = await startTheApp('PGlite', env);
  run.say(`PGlite app up on the loaded directory in ${fmt(app.ms / 1000)} s`);
  const manager = signedIn(app.base, 'manager@demo.test');
  const me = (await call(app.base, 'users.me', { headers: await manager() })).body.result.data;
  console.info(
    `\nPGlite: ${connections} and 1 connections, ${run.warmup} s warm-up + ${run.duration} s each`,
  );
  await measureReads(run, {
    db: 'PGlite',
    reads: readCalls({ manager: me.id }),
    targets: [['app', app]],
    headers: manager,
    levels: [connections, 1],
  });
  cold.rssAfter = rssMiB(app.child.pid);
  await stop(app);
  removeDir(dir);
  return cold;
}
