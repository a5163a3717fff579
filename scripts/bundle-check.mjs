#!/usr/bin/env node
// Checks a `pnpm bundle` folder as a machine with only Node runs it, from a temporary copy: ready,
// a Next page, a PDF from the worker pool, nothing of the repository open, a backup and restore
// with `node db.mjs`. Part of `pnpm test`. `node scripts/bundle-check.mjs <dir> [--report <file>]`
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const source = path.resolve(args[0] ?? path.join(root, 'bundle'));
const reportFile = args.includes('--report') ? args[args.indexOf('--report') + 1] : undefined;
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.info(`${ok ? 'ok  ' : 'FAIL'} bundle: ${name}${detail ? ` (${detail})` : ''}`);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-check-'));
const app = path.join(dir, 'app');
let child;
try {
  fs.cpSync(source, app, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Only node's own folder on PATH: no pnpm, no tsx; nothing of the caller's configuration.
  const bare = { PATH: path.dirname(process.execPath), HOME: dir };
  const start = (stdio, env = {}) =>
    spawn(process.execPath, ['server.mjs'], {
      cwd: app,
      env: {
        ...bare,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        PUBLIC_BASE_URL: base,
        NEXTAUTH_URL: base,
        DOCUMENTS_PER_MINUTE: '1000',
        // The checks count the bare demo seed's rows; the demo month is not theirs to check.
        SEED_DEMO_MONTH: 'false',
        ...env,
      },
      stdio,
    });
  /** Waits for the server's /readyz 200 (false: it exited or two minutes passed). */
  const readiness = async (server) => {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      if (server.exitCode !== null) return false;
      if ((await fetch(`${base}/readyz`).catch(() => undefined))?.status === 200) return true;
      await sleep(500);
    }
    return false;
  };
  /** Stops the server with SIGTERM: its exit code, or 'still running' after 20 s. */
  const stop = (server) => {
    if (server.exitCode !== null) return Promise.resolve(server.exitCode);
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    return Promise.race([exited, sleep(20_000).then(() => 'still running')]);
  };
  const login = () =>
    fetch(`${base}/api/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'manager@demo.test', password: 'demo-password-1' }),
    })
      .then((r) => r.json())
      .then((r) => r?.result?.data?.access_token);
  const download = async (url, token) =>
    Buffer.from(
      await (
        await fetch(new URL(url, base), { headers: { authorization: `Bearer ${token}` } })
      ).arrayBuffer(),
    );
  /** `node <copy>/db.mjs …` from the temporary folder (a relative file lands there). */
  const db = (argv, env = {}) => {
    const r = spawnSync(process.execPath, [path.join(app, 'db.mjs'), ...argv], {
      cwd: dir,
      env: { ...bare, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: r.status, said: `${r.stdout}${r.stderr}`.trim() };
  };

  check(
    'carries no .data (no development secrets, no database)',
    !fs.readdirSync(app, { recursive: true }).some((f) => /(^|\/)\.data(\/|$)/.test(String(f))),
  );
  fs.rmSync(path.join(app, '.data'), { recursive: true, force: true });

  // A .data that cannot hold the development secrets: one line naming the file and the variable.
  fs.writeFileSync(path.join(app, '.data'), '');
  const refused = start(['ignore', 'pipe', 'pipe']);
  let said = '';
  refused.stdout.on('data', (b) => (said += b));
  refused.stderr.on('data', (b) => (said += b));
  const code = await Promise.race([
    new Promise((resolve) => refused.once('exit', resolve)),
    sleep(60_000).then(() => refused.kill('SIGKILL')),
  ]);
  fs.rmSync(path.join(app, '.data'));
  const secrets = path.join(app, '.data/secrets.json');
  check(
    'secrets it cannot write stop the start in one line naming the file and the variable',
    code === 1 &&
      said.includes(secrets) &&
      said.includes('set AUTH_SECRET') &&
      !/\n\s+at /.test(said),
    said.trim().slice(0, 300),
  );

  const log = fs.openSync(path.join(dir, 'server.log'), 'w');
  child = start(['ignore', log, log]);
  const ready = await readiness(child);
  check('started from a copy and /readyz answered 200', ready);
  let pdfUrl;

  if (ready) {
    const page = await fetch(`${base}/sign-in`);
    const html = await page.text();
    check('a Next page renders', page.status === 200 && html.includes('</html>'), `${page.status}`);

    // REST and its reference: trpc-to-openapi's dependencies and Swagger UI's files, read at run
    // time from @app/api, are in the folder.
    const rest = await fetch(`${base}/api/v1/health`);
    const ui = await fetch(`${base}/api/docs/swagger-ui-bundle.js`);
    check(
      'REST, the OpenAPI document and /api/docs answer',
      rest.status === 200 &&
        (await fetch(`${base}/api/openapi.json`)).status === 200 &&
        ui.status === 200 &&
        (await ui.text()).includes('SwaggerUIBundle'),
      `${rest.status} ${ui.status}`,
    );

    const token = await login();
    const issued = await fetch(`${base}/api/trpc/documents.paymentSchedule`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        items: [
          {
            date: '2027-01-15T09:00:00.000Z',
            area: 52.4,
            priceSqByMonth: 381.68,
            priceByMonth: 20000,
          },
        ],
        manager: {
          name: 'Иванов Пётр Сергеевич',
          phone: '+7 495 123-45-67',
          email: 'manager@demo.test',
        },
        summary: 20000,
      }),
    }).then((r) => r.json());
    const url = issued?.result?.data?.url;
    const pdf = url ? await download(url, token) : Buffer.alloc(0);
    pdfUrl = url;
    check(
      'the demo data was seeded and a PDF renders with the bundled fonts',
      pdf.subarray(0, 5).toString() === '%PDF-' && pdf.includes('PTSans'),
      url ? `${pdf.length} bytes` : JSON.stringify(issued).slice(0, 300),
    );

    // Linux: every mapped file and open descriptor lies outside the repository.
    if (fs.existsSync(`/proc/${child.pid}/maps`)) {
      const held = [
        fs.readFileSync(`/proc/${child.pid}/maps`, 'utf8'),
        ...fs.readdirSync(`/proc/${child.pid}/fd`).map((fd) => {
          try {
            return fs.readlinkSync(`/proc/${child.pid}/fd/${fd}`);
          } catch {
            return '';
          }
        }),
      ].join('\n');
      // The Node binary running the copy may be the repository's (Node 24 from node_modules/.bin).
      const nodeBinary = fs.realpathSync(process.execPath);
      const mine = held
        .split('\n')
        .filter((l) => l.includes(`${root}/`) && !l.includes(nodeBinary));
      check('nothing of the repository is open or mapped', mine.length === 0, mine[0]);
    }
    check(
      'the embedded database and the secrets are in the copy',
      fs.existsSync(path.join(app, '.data/pglite/PG_VERSION')) &&
        fs.existsSync(path.join(app, '.data/secrets.json')),
    );
    const held = db(['backup', 'while-running.tgz']);
    check(
      'node db.mjs backup refuses while the server has the database open',
      held.code === 1 && !fs.existsSync(path.join(dir, 'while-running.tgz')),
      held.said.slice(0, 300),
    );
  }
  const exitCode = await stop(child);
  check('SIGTERM stops it with exit code 0', exitCode === 0, String(exitCode));

  // Backups from the bundle: the stopped server's database (default PGLITE_DIR, in the copy) into
  // a file, restored into a new directory, and the server started on that one.
  if (ready && exitCode === 0) {
    const backup = db(['backup', 'db.tgz']);
    check(
      'node db.mjs backup writes the database to a file',
      backup.code === 0 && fs.existsSync(path.join(dir, 'db.tgz')),
      backup.said.slice(0, 300),
    );
    const restored = path.join(dir, 'restored');
    const restore = db(['restore', 'db.tgz'], { PGLITE_DIR: restored });
    check(
      'node db.mjs restore loads it into a new PGLITE_DIR',
      restore.code === 0 && fs.existsSync(path.join(restored, 'PG_VERSION')),
      restore.said.slice(0, 300),
    );
    if (restore.code === 0) {
      fs.appendFileSync(path.join(dir, 'server.log'), '--- on the restored database\n');
      child = start(['ignore', log, log], { PGLITE_DIR: restored });
      const again = await readiness(child);
      const pdf = again && pdfUrl ? await download(pdfUrl, await login()) : Buffer.alloc(0);
      check(
        'the server starts on the restored database and serves the PDF issued before the backup',
        again && pdf.subarray(0, 5).toString() === '%PDF-',
        again ? `${pdf.length} bytes` : 'not ready',
      );
      check('SIGTERM stops that one too', (await stop(child)) === 0);
    }
  }
  if (results.some((r) => !r.ok))
    console.info(
      fs.readFileSync(path.join(dir, 'server.log'), 'utf8').split('\n').slice(-40).join('\n'),
    );
} catch (e) {
  check('ran to the end', false, e instanceof Error ? e.message : String(e));
} finally {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
if (reportFile) fs.writeFileSync(reportFile, JSON.stringify({ passed, failed }));
console.info(`bundle: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
