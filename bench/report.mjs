// The output of bench/run.mjs: one table of the calls (PostgreSQL with the baseline, PGlite), the
// grid's cost per refresh, and the targets with PASS/MISS.
import { NEW_EVERY_S, OLD_EVERY_S } from './grid.mjs';

const fixed = (n, d) => (Number.isFinite(n) ? n.toFixed(d) : '—');
const percent = (r) => (Number.isFinite(r) ? `${Math.round(r * 100)}%` : '—');

/** Rows of cells as an aligned markdown table; cells that look like numbers are right-aligned. */
export function table(header, rows) {
  const width = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const numeric = header.map((_, i) => rows.every((r) => /^[-—\d.,%×! ]*$/.test(String(r[i]))));
  const line = (cells) =>
    `| ${cells.map((c, i) => (numeric[i] ? String(c).padStart(width[i]) : String(c).padEnd(width[i]))).join(' | ')} |`;
  const rule = `| ${width.map((w, i) => (numeric[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** req/s, with `!` when some answers were not 2xx or failed (see the notes). */
const rate = (m) => `${fixed(m.rps, 0)}${m.non2xx || m.errors ? '!' : ''}`;
const run = (m) =>
  m
    ? [rate(m), fixed(m.p50, 1), fixed(m.p99, 1), fixed(m.node, 2), fixed(m.pg, 2)]
    : Array(5).fill('—');

/**
 * The app's req/s as a share of the baseline's that their CPU costs per call allow (Node,
 * PostgreSQL and the load generator share the machine's CPUs): much less moved by what else runs.
 */
const cost = (m) => m.node + m.pg + m.loadgen;
const byCpu = (r) => cost(r.baseline) / cost(r.app);

/** `results`: [{ db, call, connections, app, baseline? }] with each run's numbers. */
export function callsTable(results) {
  const header = [
    'database',
    'call',
    'conn',
    'req/s',
    'p50 ms',
    'p99 ms',
    'Node ms',
    'PG ms',
    'base req/s',
    'base p50',
    'base p99',
    'base Node',
    'base PG',
    'app/base',
    'by CPU',
  ];
  const rows = results.map((r) => [
    r.db,
    r.call,
    r.connections,
    ...run(r.app),
    ...run(r.baseline),
    r.baseline ? percent(r.app.rps / r.baseline.rps) : '—',
    r.baseline ? percent(byCpu(r)) : '—',
  ]);
  return table(header, rows);
}

const bytes = (n) => (n >= 10_240 ? `${fixed(n / 1024, 0)} KiB` : `${fixed(n, 0)} B`);

export function gridTable(grid) {
  const row = (name, every, requests, m) =>
    m
      ? [
          name,
          `${every} s`,
          requests,
          fixed(m.items, 0),
          bytes(m.bytes),
          fixed(m.node, 2),
          fixed(m.pg, 2),
          fixed(m.ms, 1),
          fixed(((m.node + m.pg) * 60) / every, 0),
        ]
      : [name, `${every} s`, requests, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a'];
  const rows = [
    row(`old: units.list, ${grid.pages} pages of 100`, OLD_EVERY_S, grid.pages, grid.old),
    row('new: units.changes, nothing changed', NEW_EVERY_S, 1, grid.quiet),
    row('new: units.changes, one unit changed', NEW_EVERY_S, 1, grid.oneChanged),
  ];
  const header = [
    'grid refresh',
    'every',
    'requests',
    'units',
    'bytes',
    'Node ms',
    'PG ms',
    'wall ms',
    'CPU ms/min',
  ];
  return table(header, rows);
}

/** The targets of issue 8, item 6, as PASS/MISS lines. */
export function targets(results, { connections, pgliteConnections }) {
  const find = (db, call, conn) =>
    results.find((r) => r.db === db && r.call === call && r.connections === conn);
  const clean = (m) => m && !m.non2xx && !m.errors;
  const lines = [];
  const check = (ok, text) => lines.push(`${ok ? 'PASS' : 'MISS'}  ${text}`);
  for (const [call, share] of [
    ['users.me', 0.35],
    ['bookings.list', 0.6],
    ['bookings.search', 0.6],
    ['bookings.create', 0.6],
  ]) {
    const r = find('PostgreSQL', call, connections);
    const ratio = r ? r.app.rps / r.baseline.rps : NaN;
    check(
      clean(r?.app) && clean(r?.baseline) && ratio >= share,
      `${call} >= ${percent(share)} of the baseline's req/s at ${connections} connections: ` +
        `${percent(ratio)} (${fixed(r?.app.rps, 0)} vs ${fixed(r?.baseline.rps, 0)}; by CPU cost ${r ? percent(byCpu(r)) : '—'})`,
    );
  }
  const me = find('PGlite', 'users.me', pgliteConnections)?.app;
  check(
    clean(me) && me.rps >= 3 * 136,
    `users.me on PGlite >= 408 req/s (3 × 136) at ${pgliteConnections} connections: ${fixed(me?.rps, 0)}`,
  );
  for (const r of results.filter((x) => x.db === 'PostgreSQL' && x.connections === 1 && x.read)) {
    check(
      clean(r.app) && r.app.p99 < 10,
      `${r.call} p99 < 10 ms at 1 connection on PostgreSQL: ${fixed(r.app.p99, 1)} ms`,
    );
  }
  return lines.join('\n');
}

/** Notes under the table: failed answers, CPU that other processes took meanwhile. */
export function notes(results) {
  const out = [];
  for (const r of results) {
    for (const [who, m] of [
      ['app', r.app],
      ['baseline', r.baseline],
    ]) {
      if (!m) continue;
      const where = `${r.db} ${r.call} at ${r.connections}, ${who}`;
      if (m.non2xx || m.errors)
        out.push(
          `! ${where}: ${m.non2xx} non-2xx answers, ${m.errors} errors (${JSON.stringify(m.statuses)})`,
        );
      if (m.others > 0.1)
        out.push(`  ${where}: other processes took ${percent(m.others)} of the machine's CPU`);
    }
  }
  return out.join('\n');
}

/** The pricing targets of issue 10, item 7: validOn and quote >= 50% of the baseline's req/s. */
export function pricingTargets(results, { connections }) {
  const lines = [];
  for (const call of ['discountConditions.validOn', 'pricing.quote']) {
    const r = results.find(
      (x) => x.db === 'PostgreSQL' && x.call === call && x.connections === connections,
    );
    const clean = (m) => m && !m.non2xx && !m.errors;
    const ratio = r ? r.app.rps / r.baseline.rps : NaN;
    const ok = clean(r?.app) && clean(r?.baseline) && ratio >= 0.5;
    lines.push(
      `${ok ? 'PASS' : 'MISS'}  ${call} (1M condition versions) >= 50% of the baseline's req/s at ${connections} connections: ` +
        `${percent(ratio)} (${fixed(r?.app.rps, 0)} vs ${fixed(r?.baseline.rps, 0)}; by CPU cost ${r ? percent(byCpu(r)) : '—'})`,
    );
  }
  return lines.join('\n');
}
