// `pnpm bench:main-thread`: the main thread's long tasks by CPU time while a screen loads, and an
// estimate of Lighthouse's mobile TBT that a busy host does not distort. Build the app first
// (pnpm build). Method and options: bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, launchChromium, signInCookie, startApp, stopApp } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3204);
const PATHS = (process.env.BENCH_PATHS ?? '/units,/profile').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// CPU time, not wall time: Lighthouse's simulated TBT scales each task's wall time, which doubles
// when other processes share the cores. Estimate: Σ max(0, SLOWDOWN × CPU ms − 50).
const SLOWDOWN = Number(process.env.BENCH_SLOWDOWN ?? 4);

/** Top-level tasks of the page's main thread with their CPU time and what ran inside. */
function mainThreadTasks(events, url) {
  // The renderer that parsed the screen's HTML (not the blank page before it).
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url),
  );
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  const main = { pid: parse.pid, tid: parse.tid };
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  // Top-level tasks only (Chromium nests RunTask events of several names).
  const all = mine
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  for (const t of all) {
    const last = tasks.at(-1);
    if (!last || t.ts >= last.ts + last.dur) tasks.push(t);
  }
  const inner = mine.filter((e) =>
    [
      'ParseHTML',
      'EvaluateScript',
      'FunctionCall',
      'TimerFire',
      'v8.compile',
      'Layout',
      'UpdateLayoutTree',
      'Paint',
      'XHRReadyStateChange',
      'EventDispatch',
      'FireAnimationFrame',
      'v8.run',
      'RunMicrotasks',
    ].includes(e.name),
  );
  return tasks.map((t) => {
    const within = inner.filter((i) => i.ts >= t.ts && i.ts < t.ts + t.dur);
    const kinds = new Map();
    for (const i of within) {
      const label =
        i.name === 'EvaluateScript' || i.name === 'FunctionCall'
          ? `${i.name} ${(i.args?.data?.url ?? '').split('/').pop()?.slice(0, 30)}`
          : i.name;
      kinds.set(label, (kinds.get(label) ?? 0) + (i.tdur ?? i.dur) / 1000);
    }
    const what = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
      .join(', ');
    const script = within.some((i) => i.name === 'EvaluateScript' || i.name === 'FunctionCall');
    return { ts: t.ts, cpu: (t.tdur ?? t.dur) / 1000, wall: t.dur / 1000, what, script };
  });
}

async function measure(browser, base, cookie, screen) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies(
    cookie.split('; ').map((c) => {
      const [n, v] = c.split(/=(.*)/);
      return { name: n, value: v, url: base };
    }),
  );
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8'],
  });
  await page.goto(`${base}${screen}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  const events = trace.traceEvents ?? trace;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  // On a phone's network the scripts arrive after the first paint: a task before this host's first
  // paint counts when it runs script (Lighthouse's simulation places it after its first paint).
  const tasks = mainThreadTasks(events, `${base}${screen}`).map((t) => ({
    ...t,
    beforeFcp: Boolean(fcp && t.ts < fcp.ts && !t.script),
  }));
  const tbt = tasks
    .filter((t) => !t.beforeFcp)
    .reduce((s, t) => s + Math.max(0, SLOWDOWN * t.cpu - 50), 0);
  return { tbt, tasks: tasks.filter((t) => SLOWDOWN * t.cpu > 50).sort((a, b) => b.cpu - a.cpu) };
}

ensureBuilt();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-main-thread-'));
const app = await startApp(PORT, {
  DATABASE_URL: '',
  PGLITE_DIR: path.join(dir, 'db'),
  API_RATE_LIMIT_PER_MINUTE: '1000000',
});
const browser = await launchChromium();
try {
  const cookie = await signInCookie(app.base);
  for (const screen of PATHS) {
    await measure(browser, app.base, cookie, screen); // warm-up (server caches, compiled code)
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, app.base, cookie, screen));
    runs.sort((a, b) => a.tbt - b.tbt);
    const median = runs[Math.floor(runs.length / 2)];
    console.info(
      `\n${screen}: estimated TBT at ${SLOWDOWN}× ${median.tbt.toFixed(0)} ms ` +
        `(runs ${runs.map((r) => r.tbt.toFixed(0)).join(', ')}; load ${os.loadavg()[0].toFixed(1)})`,
    );
    for (const t of median.tasks.slice(0, 12))
      console.info(
        `  ${t.cpu.toFixed(1).padStart(7)} ms CPU (${t.wall.toFixed(0)} wall)${t.beforeFcp ? ' (before the first paint: not counted)' : ''}  ${t.what}`,
      );
  }
} finally {
  await browser.close();
  await stopApp(app);
  fs.rmSync(dir, { recursive: true, force: true });
}
