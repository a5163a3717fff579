// `node bench/driver-promotion.mjs`: MiB that V8 promotes to the old generation per 100,000 rows
// the `postgres` driver reads (nothing kept), against the same rows made in plain JS; the reason
// for the start script's --heap-growing-percent=50. Method and options: bench/README.md.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScript } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const ROWS = 100_000;
const PAGE = Number(env.BENCH_PAGE ?? 250);
const url = `${(env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')}/postgres`;
// The driver as the app resolves it (packages/db's dependency), with the app's patch.
const driver = createRequire(path.join(here, '../packages/db/package.json')).resolve('postgres');

const reader = (source) => `
const ROWS = ${ROWS}, PAGE = ${PAGE};
${source}
`;

const viaDriver = reader(`
const { default: postgres } = await import(${JSON.stringify(driver)});
const sql = postgres(${JSON.stringify(url)}, { max: 1, onnotice: () => {} });
await sql\`create temporary table rows_read as
  select n as number, 'BN-' || n as code, (4000000 + n)::numeric(14,2)::text as price,
    'BOOKING_STATUS_BOOKED' as status, now() + n * interval '1 minute' as expires,
    now() - n * interval '1 minute' as created, gen_random_uuid() as owner, gen_random_uuid() as responsible
  from generate_series(1, \${ROWS}) n\`;
await sql\`create index on rows_read (number)\`;
console.log('START');
let after = ROWS + 1, read = 0;
for (;;) {
  const rows = await sql\`select * from rows_read where number < \${after} order by number desc limit \${PAGE}\`;
  read += rows.length;
  if (rows.length < PAGE) break;
  after = rows[rows.length - 1].number;
}
console.log('END', read);
await sql.end();
`);

const inPlainJs = reader(`
const text = Buffer.from('x'.repeat(PAGE * 400));
console.log('START');
let read = 0;
for (let p = 0; p < ROWS / PAGE; p++) {
  const rows = [];
  for (let r = 0; r < PAGE; r++) {
    const o = r * 400;
    rows.push({ number: p * PAGE + r, code: text.toString('utf8', o, o + 12), price: text.toString('utf8', o + 12, o + 22),
      status: text.toString('utf8', o + 22, o + 43), expires: new Date(1.7e12 + r), created: new Date(1.7e12 - r),
      owner: text.toString('utf8', o + 43, o + 79), responsible: text.toString('utf8', o + 79, o + 115) });
  }
  read += rows.length;
  await new Promise((resolve) => setImmediate(resolve));
}
console.log('END', read);
`);

/** Runs `source` as an ES module in a child with the start script's flags: MiB promoted between START and END. */
function promoted(source) {
  const flags = [...startScript().flags, '--trace-gc-nvp', '--input-type=module', '-e', source];
  const r = spawnSync(process.execPath, flags, { encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });
  if (r.status !== 0) throw new Error(r.stderr || r.stdout);
  let on = false;
  let bytes = 0;
  let scavenges = 0;
  let rows = 0;
  for (const line of r.stdout.split('\n')) {
    if (line.startsWith('START')) on = true;
    else if (line.startsWith('END')) [on, rows] = [false, Number(line.split(' ')[1])];
    else if (on && line.includes('gc=s ')) {
      bytes += Number(/promoted=(\d+)/.exec(line)?.[1] ?? 0);
      scavenges++;
    }
  }
  return { mib: (bytes / 2 ** 20) * (ROWS / Math.max(rows, 1)), scavenges, rows };
}

console.info(`start script flags: ${startScript().flags.join(' ')}; pages of ${PAGE}`);
for (const [label, source] of [
  ['the postgres driver', viaDriver],
  ['plain JS, same rows', inPlainJs],
]) {
  const p = promoted(source);
  console.info(
    `${label.padEnd(20)} ${p.rows} rows read, nothing kept: ${p.mib.toFixed(1)} MiB promoted in ${p.scavenges} scavenges`,
  );
}
