#!/usr/bin/env node
// First-load JavaScript (raw and gzip) of each main screen, against a running app:
// `BASE_URL=http://127.0.0.1:3300 node bench/page-weight.mjs`. Method and options: bench/README.md.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib.mjs';

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const LOGIN = process.env.PAGE_WEIGHT_LOGIN ?? 'head@demo.test';
const PASSWORD = process.env.PAGE_WEIGHT_PASSWORD ?? 'demo-password-1';
const LIMIT_KIB = Number(process.env.PAGE_WEIGHT_LIMIT_KIB ?? 200);
const VERBOSE = process.env.PAGE_WEIGHT_VERBOSE === '1';

/**
 * The screens: `signedIn: false` opens without a session. `:booking` is a booking of the sales head's
 * list; when there is none (the demo seed has none), one is created on the first available unit
 * (PAGE_WEIGHT_NO_WRITE=1: skip that screen instead).
 */
const SCREENS = [
  { path: '/sign-in', signedIn: false },
  { path: '/forgot-password', signedIn: false },
  { path: '/dashboard' },
  { path: '/units' },
  { path: '/bookings' },
  { path: '/bookings/groups' },
  { path: '/bookings/:booking' },
  { path: '/payments' },
  { path: '/directory' },
  { path: '/pricing' },
  { path: '/documents' },
  { path: '/users' },
  { path: '/profile' },
];

// Playwright from the e2e workspace package: no dependency of its own.

const kib = (n) => (n / 1024).toFixed(1);

async function signIn(context) {
  const csrf = await context.request.get(`${BASE_URL}/api/auth/csrf`);
  if (!csrf.ok()) throw new Error(`GET /api/auth/csrf: ${csrf.status()}`);
  const { csrfToken } = await csrf.json();
  const res = await context.request.post(`${BASE_URL}/api/auth/callback/credentials`, {
    form: { csrfToken, login: LOGIN, password: PASSWORD, json: 'true' },
  });
  if (!res.ok()) throw new Error(`sign-in as ${LOGIN}: ${res.status()}`);
  const cookies = await context.cookies(BASE_URL);
  if (!cookies.some((c) => c.name.includes('session-token')))
    throw new Error(`sign-in as ${LOGIN}: no session cookie`);
  return cookies;
}

/** The id of a booking to open: the first listed, or a new one on an available unit. */
async function findOrCreateBooking(request) {
  const login = await request.post(`${BASE_URL}/api/trpc/auth.login`, {
    data: { login: LOGIN, password: PASSWORD },
  });
  if (!login.ok()) throw new Error(`auth.login: ${login.status()}`);
  const headers = { authorization: `Bearer ${(await login.json()).result.data.access_token}` };
  const query = async (path, input) => {
    const res = await request.get(
      `${BASE_URL}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      { headers },
    );
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()).result.data;
  };
  const page = { page: 1, limit: 100 };
  const bookings = await query('bookings.list', {
    filter: { filters: [], include_expired: true },
    pagination: page,
  });
  if (bookings.items.length > 0) return bookings.items[0].id;
  if (process.env.PAGE_WEIGHT_NO_WRITE === '1') return null;
  const units = await query('units.list', { filter: { filters: [] }, pagination: page });
  const unit = units.items.find((u) => u.status === 'UNIT_STATUS_AVAILABLE');
  if (!unit) return null;
  const res = await request.post(`${BASE_URL}/api/trpc/bookings.create`, {
    headers,
    data: { unit: unit.id, comment: 'page-weight bench' },
  });
  if (!res.ok()) throw new Error(`bookings.create: ${res.status()} ${await res.text()}`);
  const after = await query('bookings.list', {
    filter: { filters: [], include_expired: true },
    pagination: page,
  });
  return after.items[0]?.id ?? null;
}

/** Opens `path` in a fresh context and returns the JavaScript it loaded. */
async function measure(browser, path, cookies) {
  const context = await browser.newContext({ locale: 'ru-RU' });
  if (cookies) await context.addCookies(cookies);
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    const type = request.resourceType();
    const url = response.url();
    if (type !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
    if (response.status() >= 300) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url,
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          encoding: response.headers()['content-encoding'] ?? '',
        }))
        .catch(() => null),
    );
  });
  const res = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  const scripts = (await Promise.all(pending)).filter(Boolean);
  // The same chunk twice (a preload and its script tag) is downloaded once.
  const unique = [...new Map(scripts.map((s) => [s.url, s])).values()];
  const extra = { finalPath, status: res?.status() ?? 0 };
  await context.close();
  return {
    path,
    ...extra,
    scripts: unique.sort((a, b) => b.gzip - a.gzip),
    raw: unique.reduce((n, s) => n + s.raw, 0),
    gzip: unique.reduce((n, s) => n + s.gzip, 0),
  };
}

const only = process.env.PAGE_WEIGHT_SCREENS?.split(',').map((s) => s.trim());
const browser = await launchChromium();
const results = [];
let failed = false;
try {
  const loginContext = await browser.newContext();
  const cookies = await signIn(loginContext);
  const bookingId = await findOrCreateBooking(loginContext.request);
  await loginContext.close();
  for (const screen of SCREENS) {
    if (only && !only.includes(screen.path)) continue;
    let path = screen.path;
    if (path === '/bookings/:booking') {
      if (!bookingId) {
        console.error(`${path}: no booking to open, skipped`);
        continue;
      }
      path = `/bookings/${bookingId}`;
    }
    const r = await measure(browser, path, screen.signedIn === false ? null : cookies);
    r.screen = screen.path;
    // A screen may settle on its first tab (/directory → /directory/partners); elsewhere is a failure.
    if (r.finalPath !== path && !r.finalPath.startsWith(`${path}/`)) {
      r.note = `ended at ${r.finalPath}`;
      failed = true;
    }
    results.push(r);
  }
} finally {
  await browser.close();
}

const header = ['screen', 'scripts', 'raw KiB', 'gzip KiB', `< ${LIMIT_KIB} KiB gz`];
const rows = results.map((r) => [
  r.screen === r.path ? r.path : `${r.screen} (${r.path})`,
  String(r.scripts.length),
  kib(r.raw),
  kib(r.gzip),
  (r.gzip < LIMIT_KIB * 1024 ? 'PASS' : 'MISS') + (r.note ? ` (${r.note})` : ''),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) =>
  `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
console.log(
  `First-load JavaScript at ${BASE_URL} (signed in as ${LOGIN}; gzip level 6 by node:zlib)\n`,
);
console.log(line(header));
console.log(
  `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
);
for (const row of rows) console.log(line(row));
if (VERBOSE)
  for (const r of results) {
    console.log(`\n${r.path}`);
    for (const s of r.scripts)
      console.log(
        `  ${kib(s.gzip).padStart(7)} gz ${kib(s.raw).padStart(7)} raw  ${s.url.replace(BASE_URL, '')}${s.encoding ? ` (${s.encoding})` : ''}`,
      );
  }
if (process.env.PAGE_WEIGHT_JSON)
  fs.writeFileSync(process.env.PAGE_WEIGHT_JSON, JSON.stringify(results, null, 2));
const misses = results.filter((r) => r.gzip >= LIMIT_KIB * 1024).length;
console.log(
  `\n${results.length - misses}/${results.length} screens under ${LIMIT_KIB} KiB gzipped`,
);
process.exitCode = failed ? 2 : misses > 0 ? 1 : 0;
