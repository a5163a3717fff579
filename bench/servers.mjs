// The servers bench/run.mjs measures (the built app, the baseline) and one loaded run of a call.
// Every process and directory started here is listed, so `stopAll` can end them on failure or Ctrl-C.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  cannon,
  cpuShare,
  fmt,
  freePort,
  processTree,
  root,
  startApp,
  stopApp,
  waitReady,
} from './lib.mjs';
import { queryPath } from './scenarios.mjs';

const procs = new Set();
const dirs = new Set();
/** Set by `stopAll`: a process spawned later (the steps may still be running) is killed at once. */
let closing = false;
/** Lists a process as soon as it exists, so `stopAll` ends it even before it is ready. */
function track(child) {
  const proc = { child };
  if (closing) child.kill('SIGKILL');
  else procs.add(proc);
  return proc;
}
/** What the apps wrote to stderr, by label, for the summary at the end. */
export const appLogs = [];

/** The built app on a free port; `label` names its stderr in the summary. */
export async function startTheApp(label, env) {
  const port = await freePort();
  let proc;
  const started = await startApp(port, env, {
    collectStderr: true,
    onSpawn: (child) => (proc = track(child)),
  });
  appLogs.push([label, started.stderr]);
  return Object.assign(proc, started, { base: `http://127.0.0.1:${port}` });
}

/** bench/baseline-server.mjs on a free port. */
export async function startBaseline(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/baseline-server.mjs')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const proc = Object.assign(track(child), { base: `http://127.0.0.1:${port}` });
  await waitReady(child, `${proc.base}/health`);
  return proc;
}

export async function stop(proc) {
  await stopApp(proc);
  procs.delete(proc);
}

/** A new directory under the system's temporary directory, removed by `removeDir` or `stopAll`. */
export function tempDir(prefix) {
  if (closing) throw new Error('stopping');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.add(dir);
  return dir;
}
export function removeDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  dirs.delete(dir);
}

export async function stopAll() {
  closing = true;
  for (const p of procs) await stop(p).catch(() => {});
  for (const dir of dirs) removeDir(dir);
}

/**
 * One loaded run (warm-up, then measured): req/s, p50/p99 ms, and CPU ms per call of the server
 * (its process tree: Node), of its PostgreSQL backends (`target.backends()`; none on PGlite,
 * which runs inside Node) and of this process (the load generator); `others`: the share of the
 * machine's CPU that other processes took meanwhile.
 */
export async function measure(target, request, connections, { warmup, duration, ...extra }) {
  const groups = async () => ({
    server: processTree(target.child.pid),
    postgres: target.backends ? await target.backends() : [],
    loadgen: [process.pid],
  });
  const r = await cannon(target.base, request, {
    connections,
    warmup,
    duration,
    around: (fn) => cpuShare(groups, fn),
    ...extra,
  });
  const { used, machine } = r.cpu;
  const per = (s) => (s * 1000) / r.total;
  const mine = used.server + used.postgres + used.loadgen;
  return {
    ...r,
    node: per(used.server),
    pg: target.backends ? per(used.postgres) : NaN,
    loadgen: per(used.loadgen),
    others: Math.max(0, machine.busy - mine) / machine.total,
  };
}

/** One run as a progress line. */
export const line = (label, m) =>
  `  ${label.padEnd(44)} ${fmt(m.rps, 0).padStart(6)} req/s  p50 ${fmt(m.p50).padStart(6)}  p99 ${fmt(m.p99).padStart(6)} ms  ` +
  `CPU ms/call: Node ${fmt(m.node, 2)}, PG ${Number.isFinite(m.pg) ? fmt(m.pg, 2) : 'in Node'}, load gen ${fmt(m.loadgen, 2)}` +
  `${m.non2xx || m.errors ? `  NON-2XX ${m.non2xx} ERRORS ${m.errors}` : ''}`;

/**
 * The reads on one database, each at each of `levels` connections, the targets one after the
 * other ([[name, target]…]: the baseline before the app); one result row per read and level.
 */
export async function measureReads(run, { db, reads, targets, headers, levels }) {
  for (const read of reads) {
    for (const connections of levels) {
      const row = { db, call: read.name, connections, read: true };
      const path = queryPath(read.name, read.input);
      const request = { method: 'GET', path, headers: await headers() };
      for (const [who, target] of targets) {
        row[who] = await measure(target, request, connections, {
          warmup: run.warmup,
          duration: run.duration,
        });
        run.say(line(`${db} ${read.name} ${who} @${connections}`, row[who]));
      }
      run.results.push(row);
    }
  }
}
