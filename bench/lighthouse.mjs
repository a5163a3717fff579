// `pnpm bench:lighthouse` (issue 19): Lighthouse (mobile preset) on /units as the sales head, the
// built app on a fresh PGlite; performance, TBT, LCP, CLS, legible text with PASS/MISS. Build the
// app first (pnpm build). Options: bench/README.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, ensureBuilt, signInCookie, startApp, stopApp } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3203);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCREEN = process.env.BENCH_PATH ?? '/units';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = process.env.LIGHTHOUSE ?? 'lighthouse@12.2.3';
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN;
const CHROME_FLAGS = ['--headless=new', '--disable-dev-shm-usage', ...CHROMIUM_ARGS].join(' ');

/** Each reported number: how to read it from the report, its target, and how it prints. */
const TARGETS = [
  {
    name: 'performance',
    read: (r) => Math.round(r.categories.performance.score * 100),
    pass: (v) => v >= 90,
    target: '>= 90',
    show: (v) => String(v),
  },
  {
    name: 'total blocking time',
    read: (r) => r.audits['total-blocking-time'].numericValue,
    pass: (v) => v <= 200,
    target: '<= 200 ms',
    show: (v) => `${Math.round(v)} ms`,
  },
  {
    name: 'largest contentful paint',
    read: (r) => r.audits['largest-contentful-paint'].numericValue,
    show: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  {
    name: 'cumulative layout shift',
    read: (r) => r.audits['cumulative-layout-shift'].numericValue,
    show: (v) => v.toFixed(3),
  },
  {
    // null: a Lighthouse without the audit.
    name: 'legible text (font-size)',
    read: (r) => r.audits['font-size'] ?? null,
    pass: (a) => a === null || a.score === 1,
    target: 'passes',
    show: (a) =>
      a === null
        ? 'not audited by this Lighthouse'
        : `${a.score === 1 ? 'passes' : 'fails'}${a.displayValue ? ` (${a.displayValue})` : ''}`,
  },
];

/** One Lighthouse run (its CLI through npx, mobile preset by default); the parsed JSON report. */
function lighthouse(url, cookie, dir, i) {
  const out = path.join(dir, `run-${i}.json`);
  const r = spawnSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      // The performance category and the legible-text audit (in no category since Lighthouse 12).
      '--only-categories=performance',
      '--only-audits=font-size',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      '--quiet',
      ...(CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (r.status !== 0) throw new Error(`lighthouse exited with ${r.status ?? r.signal}`);
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

ensureBuilt();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
const app = await startApp(PORT, {
  DATABASE_URL: '',
  PGLITE_DIR: path.join(dir, 'db'),
  API_RATE_LIMIT_PER_MINUTE: '1000000',
});
try {
  const url = `${app.base}${SCREEN}`;
  const cookie = await signInCookie(app.base, SCREEN);
  console.info(`Lighthouse ${LIGHTHOUSE}, mobile preset, ${url}, ${RUNS} runs after a warm-up`);
  lighthouse(url, cookie, dir, 'warm-up');
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    const report = lighthouse(url, cookie, dir, i);
    const score = TARGETS[0].read(report);
    const tbt = Math.round(TARGETS[1].read(report));
    const load = os.loadavg()[0].toFixed(1);
    console.info(
      `  run ${i}: performance ${score}, TBT ${tbt} ms (benchmark index ${report.environment.benchmarkIndex}, load ${load})`,
    );
    runs.push(report);
  }
  // The run with the median performance score stands for all (its numbers belong together).
  const median = [...runs].sort((a, b) => TARGETS[0].read(a) - TARGETS[0].read(b))[
    Math.floor(runs.length / 2)
  ];
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(median));
  let missed = 0;
  console.info(`\n${SCREEN} on a phone (Lighthouse mobile, median of ${runs.length}):`);
  for (const t of TARGETS) {
    const v = t.read(median);
    const verdict = !t.pass || v === null ? '' : t.pass(v) ? 'PASS' : 'MISS';
    if (verdict === 'MISS') missed++;
    console.info(
      `  ${t.name.padEnd(26)} ${t.show(v).padEnd(20)} ${t.target ? `target ${t.target}`.padEnd(18) : ''.padEnd(18)} ${verdict}`,
    );
  }
  process.exitCode = missed ? 1 : 0;
} finally {
  await stopApp(app);
  fs.rmSync(path.join(dir, 'db'), { recursive: true, force: true });
  console.info(`Lighthouse's reports: ${dir}`);
}
