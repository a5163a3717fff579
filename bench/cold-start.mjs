// Cold start of the built app on embedded PGlite (what README's `pnpm start` gives a newcomer), its
// memory, and the latency of a few authenticated calls. Run: pnpm bench:cold-start
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, fmt, load, rssMiB, startApp, stopApp } from './lib.mjs';

ensureBuilt();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
// The per-user API limit (600/min) would throttle the load below.
const env = { PGLITE_DIR: dir, DATABASE_URL: '', API_RATE_LIMIT_PER_MINUTE: '1000000' };

const first = await startApp(3201, env);
console.info(`cold start, new database (migrate + seed): ${fmt(first.ms, 0)} ms to first answer`);
console.info(`  memory after start: ${fmt(rssMiB(first.child.pid), 0)} MiB RSS`);
await stopApp(first);

const app = await startApp(3201, env);
console.info(`start on an existing database: ${fmt(app.ms, 0)} ms to first answer`);

const post = (p, body, headers = {}) =>
  fetch(`${app.base}/api/trpc/${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const login = await (
  await post('auth.login', { login: 'head@demo.test', password: 'demo-password-1' })
).json();
const auth = { authorization: `Bearer ${login.result.data.access_token}` };
const get = async (p, input) => {
  const res = await fetch(
    `${app.base}/api/trpc/${p}?input=${encodeURIComponent(JSON.stringify(input))}`,
    { headers: auth },
  );
  if (!res.ok) throw new Error(String(res.status));
  await res.arrayBuffer();
};
const page = {
  filter: { filters: [] },
  pagination: { page: 1, limit: 20, order_by: 'id', direction: 'asc' },
};

for (const [name, fn] of [
  ['users.me', () => get('users.me', undefined)],
  ['users.list (20 rows)', () => get('users.list', page)],
  ['directory.employees (20 rows, nested)', () => get('directory.employees', page)],
]) {
  await load(fn, { total: 50, concurrency: 4 }); // warm-up
  const r = await load(fn, { total: 500, concurrency: 8 });
  console.info(
    `${name}: ${fmt(r.rps, 0)} req/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms${r.failures ? `, ${r.failures} failures` : ''}`,
  );
}
console.info(`memory after load: ${fmt(rssMiB(app.child.pid), 0)} MiB RSS`);
await stopApp(app);
fs.rmSync(dir, { recursive: true, force: true });
