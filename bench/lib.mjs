// Shared helpers for the benchmarks: starting the built app, timing requests, percentiles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'apps/web/node_modules/next/dist/bin/next');

export function ensureBuilt() {
  if (!fs.existsSync(path.join(root, 'apps/web/.next/BUILD_ID'))) {
    throw new Error('Build the app first: pnpm build (or pnpm start once)');
  }
}

/** Starts `next start` on a port with the given env; resolves when /api/trpc/health answers 200. */
export async function startApp(port, env) {
  const started = performance.now();
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, PORT: String(port), PUBLIC_BASE_URL: `http://localhost:${port}`, NEXTAUTH_URL: `http://localhost:${port}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}/api/trpc/health`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, ms: performance.now() - started, base: `http://localhost:${port}` };
}

export async function stopApp(app) {
  app.child.kill('SIGTERM');
  await new Promise((r) => app.child.once('exit', r));
}

/** Resident memory of a process in MiB (Linux). */
export function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `fn` `total` times with `concurrency` in flight; returns req/s and latency percentiles (ms). */
export async function load(fn, { total, concurrency }) {
  const times = [];
  let next = 0;
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const s = performance.now();
        try {
          await fn(i);
        } catch {
          failures++;
        }
        times.push(performance.now() - s);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { rps: total / secs, p50: percentile(times, 50), p99: percentile(times, 99), failures };
}

export const fmt = (n, d = 1) => n.toFixed(d);
