import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The built server's stdout (apps/web/dist/server.mjs, as `pnpm start` runs it, on a port and an
 * embedded database of its own): from start to shutdown, through pages, next-auth, a 404 and the
 * API, every line is JSON, Next's own ("✓ Running next.config took 3ms") included.
 */
const webDir = path.resolve(import.meta.dirname, '../../apps/web');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

test('every stdout line of the server is JSON, from start to shutdown', async ({ request }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      PUBLIC_BASE_URL: base,
      NEXTAUTH_URL: base,
      PGLITE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-server-log-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'debug',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    await expect
      .poll(async () => (await request.get(`${base}/readyz`).catch(() => null))?.status(), {
        timeout: 90_000,
      })
      .toBe(200);
    for (const p of ['/sign-in', '/api/auth/csrf', '/no-such-page', '/api/trpc/health'])
      await request.get(`${base}${p}`);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  const lines = stdout.split('\n').filter((line) => line !== '');
  const notJson = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== 'object';
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);
  expect(lines.length).toBeGreaterThan(5);
});
