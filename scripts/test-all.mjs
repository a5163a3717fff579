#!/usr/bin/env node
// The one test command (`pnpm test`): static checks (lint, with the import-order rule, and
// typecheck), unit + integration tests (vitest), then end-to-end tests (Playwright against the
// built app on a fresh embedded PGlite). Prints `N passed, M failed` last.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'test-reports-'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipE2e = process.argv.includes('--no-e2e');

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

// 0. Static checks: lint (the domain order and cycles, docs/architecture.md) and typecheck, each
// counted as one check per package.
for (const task of ['lint', 'typecheck']) {
  const ok = run('pnpm', ['exec', 'turbo', 'run', task, '--output-logs=errors-only']) === 0;
  totals[ok ? 'passed' : 'failed'] += 1;
  console.info(`${task}: ${ok ? 'passed' : 'FAILED'}`);
}

// 1. Unit and integration tests.
const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestReport}`,
]);
count('vitest', vitestReport, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTests ?? 0),
  // Tests left out on purpose (runIf), e.g. race tests on PGlite: listed, never counted as passed.
  skipped: r.testResults.flatMap((f) =>
    f.assertionResults
      .filter((a) => a.status === 'pending' || a.status === 'skipped')
      .map((a) => a.fullName),
  ),
}));
if (vitestStatus !== 0 && totals.failed === 0) totals.failed += 1;

// 2. End-to-end tests against the production build.
if (!skipE2e) {
  if (run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@app/web']) !== 0) {
    console.error('The app did not build: end-to-end tests not run; counted as 1 failure');
    totals.failed += 1;
  } else {
    const e2eReport = path.join(reports, 'playwright.json');
    const status = run('pnpm', ['--filter', '@app/e2e', 'exec', 'playwright', 'test'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, CHROMIUM_PATH: CHROMIUM },
    });
    count('playwright', e2eReport, (r) => ({
      passed: r.stats.expected + (r.stats.flaky ?? 0),
      failed: r.stats.unexpected,
    }));
    if (status !== 0 && totals.failed === 0) totals.failed += 1;
  }
}

if (leftOut.length > 0) {
  console.info(`\nLeft out (${leftOut.length}), not counted as passed:`);
  for (const name of leftOut) console.info(`  - ${name}`);
}
console.info(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
