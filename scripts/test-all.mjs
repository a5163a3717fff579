#!/usr/bin/env node
// The one test command (`pnpm test`) on Node 24: lint and typecheck, vitest's unit and integration
// tests, Playwright against the built app on a fresh PGlite, then the deployable bundle started
// from a copy. Prints `N passed, M failed` last.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'test-reports-'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipE2e = process.argv.includes('--no-e2e');

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `Node ${process.versions.node} is too old: run \`pnpm test\` (it runs Node 24 from node_modules/.bin) or install Node 24 LTS.`,
  );
  console.info('\n0 passed, 1 failed');
  process.exit(1);
}

function run(cmd, args, opts = {}) {
  console.info(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts }).status ?? 1;
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\nEnd-to-end tests need Chromium at ${CHROMIUM} (Playwright cannot download browsers here).\n` +
        'Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH)\n',
    );
    return false;
  }
  console.info(`Chromium is missing: installing Debian's chromium with apt-get...`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return fs.existsSync(CHROMIUM);
}

// The PDF tests (packages/pdf) read the documents with poppler's pdftotext and pdftoppm.
const hasCommand = (cmd) => !spawnSync(cmd, ['-v'], { stdio: 'ignore' }).error;
function ensurePoppler() {
  if (hasCommand('pdftoppm') && hasCommand('pdftotext')) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      '\nThe PDF tests need pdftotext and pdftoppm (poppler-utils).\n' +
        'Install them with:  sudo apt-get install -y poppler-utils\n',
    );
    return false;
  }
  console.info(`poppler-utils is missing: installing it with apt-get...`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'poppler-utils'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return hasCommand('pdftoppm') && hasCommand('pdftotext');
}

const totals = { passed: 0, failed: 0 };
const leftOut = [];
function count(name, file, read) {
  try {
    const { passed, failed, skipped = [] } = read(JSON.parse(fs.readFileSync(file, 'utf8')));
    totals.passed += passed;
    totals.failed += failed;
    leftOut.push(...skipped);
    console.info(`${name}: ${passed} passed, ${failed} failed`);
  } catch {
    totals.failed += 1;
    console.error(`${name}: no report (the suite did not run to the end); counted as 1 failure`);
  }
}

// The browser and poppler are checked first: without them (and without root to install them)
// stop at once.
if (!skipE2e && !ensureChromium()) {
  console.info('\n0 passed, 1 failed');
  process.exit(1);
}
if (!ensurePoppler()) {
  console.info('\n0 passed, 1 failed');
  process.exit(1);
}

/** `cmd args` with its output kept, to be shown once it ends: its exit status and that output. */
function runQuiet(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (e) => resolve({ status: 1, output: `${output}${e.message}\n` }));
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

// 0. Static checks: lint (the domain order and cycles, docs/architecture.md) and typecheck, each
// counted as one check. Side by side: typecheck's packages wait for their dependencies' (turbo.json)
// while lint's keep the other core busy; each one's output is shown when both are done.
const STATIC_CHECKS = ['lint', 'typecheck'];
const staticResults = await Promise.all(
  STATIC_CHECKS.map((task) =>
    runQuiet('pnpm', ['exec', 'turbo', 'run', task, '--output-logs=errors-only']),
  ),
);
STATIC_CHECKS.forEach((task, i) => {
  const ok = staticResults[i].status === 0;
  console.info(`\n$ pnpm exec turbo run ${task} --output-logs=errors-only`);
  process.stdout.write(staticResults[i].output);
  totals[ok ? 'passed' : 'failed'] += 1;
  console.info(`${task}: ${ok ? 'passed' : 'FAILED'}`);
});

// 1. Unit and integration tests, once, on the Node running this script: Node 24 LTS, which
// `pnpm test` puts first on PATH (the root's node-linux-* optionalDependencies; README).
function vitest(name, launcher) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const failedBefore = totals.failed;
  const status = run(launcher[0], [
    ...launcher.slice(1),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]);
  const notRun = (a) => a.status === 'pending' || a.status === 'skipped';
  count(name, report, (r) => ({
    passed: r.numPassedTests,
    // A file whose hook failed (beforeAll) reports its tests as not run: they count as failed.
    failed:
      r.numFailedTests +
      (r.numRuntimeErrorTests ?? 0) +
      r.testResults
        .filter((f) => f.status === 'failed')
        .reduce((n, f) => n + f.assertionResults.filter(notRun).length, 0),
    // Tests left out on purpose (runIf), e.g. race tests on PGlite: listed, never counted as passed.
    skipped: r.testResults
      .filter((f) => f.status !== 'failed')
      .flatMap((f) => f.assertionResults.filter(notRun).map((a) => `${a.fullName} (${name})`)),
  }));
  if (status !== 0 && totals.failed === failedBefore) totals.failed += 1;
}
vitest('vitest', ['pnpm', 'exec', 'vitest']);

/**
 * `turbo run build` of apps/web, its output shown as it comes and kept (a cached build replays
 * it): ok, and the lines that warn (Turbopack's "Dynamic filesystem access causes tracing of the
 * whole project", any "Turbopack build encountered N warnings").
 */
function buildWeb() {
  const cmd = ['pnpm', 'exec', 'turbo', 'run', 'build', '--filter=@app/web'];
  console.info(`\n$ ${cmd.join(' ')}`);
  const r = spawnSync(cmd[0], cmd.slice(1), {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  process.stdout.write(output);
  const warnings = output
    .split('\n')
    .filter((l) => /Turbopack build encountered|Dynamic filesystem access|⚠/.test(l))
    // Every first build (a fresh clone, CI) has no .next/cache yet: Next's notice, not a defect.
    .filter((l) => !/No build cache found/.test(l))
    .map((l) => l.trim());
  return { ok: r.status === 0, warnings };
}

// 2. End-to-end tests against the production build.
if (!skipE2e) {
  const built = buildWeb();
  if (!built.ok) {
    console.error('The app did not build: end-to-end tests not run; counted as 1 failure');
    totals.failed += 1;
  } else {
    // A newcomer's first build is clean: a build warning (Turbopack's included) is a failure.
    totals[built.warnings.length ? 'failed' : 'passed'] += 1;
    console.info(
      built.warnings.length
        ? `build: FAILED, it warned:\n  ${built.warnings.join('\n  ')}`
        : 'build: passed (no warnings)',
    );
    const e2eReport = path.join(reports, 'playwright.json');
    const status = run('pnpm', ['--filter', '@app/e2e', 'exec', 'playwright', 'test'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, CHROMIUM_PATH: CHROMIUM },
    });
    count('playwright', e2eReport, (r) => ({
      passed: r.stats.expected + (r.stats.flaky ?? 0),
      failed: r.stats.unexpected,
    }));
    if (status !== 0 && totals.failed === 0) totals.failed += 1;

    // 3. The deployable folder (`pnpm bundle`) from this build, started from a copy elsewhere.
    const bundleDir = path.join(reports, 'bundle');
    const bundleReport = path.join(reports, 'bundle.json');
    const failedBefore = totals.failed;
    const bundled = run('node', ['scripts/bundle.mjs', '--no-build', bundleDir]) === 0;
    const checked =
      bundled &&
      run('node', ['scripts/bundle-check.mjs', bundleDir, '--report', bundleReport]) === 0;
    if (bundled) count('bundle', bundleReport, (r) => r);
    else console.error('bundle: not built; counted as 1 failure');
    if (!checked && totals.failed === failedBefore) totals.failed += 1;
    fs.rmSync(bundleDir, { recursive: true, force: true });
  }
}

if (leftOut.length > 0) {
  console.info(`\nLeft out (${leftOut.length}), not counted as passed:`);
  for (const name of leftOut) console.info(`  - ${name}`);
}
console.info(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
