#!/usr/bin/env node
// `pnpm bundle [dir]` (default bundle/): a self-contained folder that starts with `node server.mjs`
// on a machine with only Node, in the repository's layout (docs/architecture.md, "Builds and the
// deployable folder"). `--no-build`: use the existing build (scripts/test-all.mjs builds first).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const out = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(root, 'bundle'));
const web = path.join(root, 'apps/web');

if (!args.includes('--no-build')) {
  const built = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@app/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (out === root || root.startsWith(`${out}${path.sep}`))
  throw new Error(`refusing to replace ${out}`);
// The backup command, always (under a second, and `--no-build` callers build only @app/web).
const cli = spawnSync(process.execPath, ['scripts/build-cli.mjs'], {
  cwd: path.join(root, 'packages/db'),
  stdio: 'inherit',
});
if (cli.status !== 0) process.exit(cli.status ?? 1);

/** Repository-relative paths of every file and symlink to copy. */
const files = new Set();
const rel = (abs) => path.relative(root, abs);

function addTree(dir, skip = () => false) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (skip(abs)) continue;
    if (entry.isDirectory()) addTree(abs, skip);
    else files.add(rel(abs));
  }
}

// The app's own files.
for (const file of [
  'apps/web/package.json',
  'apps/web/dist/server.mjs',
  'packages/db/dist/db.mjs',
  'packages/pdf/dist/worker.mjs',
  'packages/pdf/src/worker-entry.mjs',
])
  files.add(file);
addTree(path.join(web, '.next'), (abs) =>
  ['cache', 'trace', 'trace-build', 'types', 'diagnostics'].includes(
    path.relative(path.join(web, '.next'), abs),
  ),
);
addTree(path.join(root, 'packages/db/drizzle'));
addTree(path.join(root, 'packages/pdf/fonts'));
if (fs.existsSync(path.join(web, 'public'))) addTree(path.join(web, 'public'));

// What Next's server and each page load, as the build traced it (its `.nft.json` files).
const traces = [];
(function findTraces(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'cache') findTraces(abs);
    else if (entry.name.endsWith('.nft.json') && entry.name !== 'next-minimal-server.js.nft.json')
      traces.push(abs);
  }
})(path.join(web, '.next'));
for (const trace of traces) {
  for (const file of JSON.parse(fs.readFileSync(trace, 'utf8')).files)
    files.add(rel(path.resolve(path.dirname(trace), file)));
}

// What the server bundle, the backup command and the render worker load. The worker's fallback (tsx, for a worker
// bundle older than its sources) never runs in a bundle.
const { nodeFileTrace } = createRequire(path.join(web, 'package.json'))(
  'next/dist/compiled/@vercel/nft',
);
const trace = async (entries) =>
  (
    await nodeFileTrace(
      entries.map((f) => path.join(root, f)),
      {
        base: root,
        // .data: the trace follows path.join(repoRoot, '.data/…') to this checkout's development
        // secrets and database, which must never travel.
        ignore: (p) =>
          /node_modules\/\.pnpm\/(tsx|esbuild|@esbuild)[@+]/.test(p) ||
          /(^|\/)\.data(\/|$)/.test(p),
      },
    )
  ).fileList;
/** The folder of the npm package a traced file belongs to (pnpm's real path), if any. */
const packageOf = (file) =>
  file.match(/^node_modules\/\.pnpm\/[^/]+\/node_modules\/(@[^/]+\/)?[^/]+/)?.[0];
for (const file of await trace(['apps/web/dist/server.mjs', 'packages/db/dist/db.mjs']))
  files.add(file);
// The worker's packages whole: pdfkit loads its standard fonts, @react-pdf and fontkit their data
// by computed paths, which a trace cannot follow (~30 MiB).
for (const file of await trace([
  'packages/pdf/dist/worker.mjs',
  'packages/pdf/src/worker-entry.mjs',
])) {
  files.add(file);
  const pkg = packageOf(file);
  if (pkg && !pkg.endsWith('/date-fns')) addTree(path.join(root, pkg)); // date-fns: 28 MiB, static
}
// PGlite reads its WASM, data and extension archives by URL at run time: the whole package.
let pglite = fs.realpathSync(
  createRequire(path.join(root, 'packages/db/package.json')).resolve('@electric-sql/pglite'),
);
while (!fs.existsSync(path.join(pglite, 'package.json'))) pglite = path.dirname(pglite);
addTree(pglite);

// Node >= 20.19 resolves an export's "module-sync" condition (require of an ES module), which the
// trace does not know: the files it names (async-function's require.mjs, reached from
// trpc-to-openapi's co-body through qs, side-channel and get-intrinsic).
for (const file of [...files].filter((f) => f.endsWith('/package.json'))) {
  const abs = path.join(root, file);
  if (!fs.existsSync(abs)) continue;
  const exports = JSON.stringify(JSON.parse(fs.readFileSync(abs, 'utf8')).exports ?? null);
  for (const [, target] of exports.matchAll(/"module-sync":"\.\/([^"]+)"/g))
    files.add(path.join(path.dirname(file), target));
}

// Swagger UI's files, read at run time by /api/docs (packages/api/src/runtime/rest/doc-routes.ts
// resolves them from @app/api, which a trace cannot follow): the two files and @app/api's link.
const swaggerUi = 'packages/api/node_modules/swagger-ui-dist';
files.add(swaggerUi);
for (const file of ['package.json', 'swagger-ui.css', 'swagger-ui-bundle.js'])
  files.add(`${swaggerUi}/${file}`);

// A traced package's dependency links (pnpm: node_modules/.pnpm/<package>/node_modules/<dep>) and
// pnpm's hoisted ones (node_modules/.pnpm/node_modules/<name>: rate-limiter-flexible finds its
// peer drizzle-orm there, by a computed import the trace misses); a link to a package with nothing
// in the bundle is dropped below.
const packageDirs = new Set([
  'node_modules/.pnpm/node_modules',
  ...[...files]
    .map((f) => f.match(/^(?:.*\/)?node_modules\/\.pnpm\/[^/]+\/node_modules/)?.[0])
    .filter(Boolean),
]);
for (const dir of packageDirs) {
  for (const name of fs.readdirSync(path.join(root, dir))) {
    const names = name.startsWith('@')
      ? fs.readdirSync(path.join(root, dir, name)).map((n) => `${name}/${n}`)
      : [name];
    for (const n of names) {
      if (fs.lstatSync(path.join(root, dir, n)).isSymbolicLink()) files.add(`${dir}/${n}`);
    }
  }
}

// Copy: regular files first, each to its real path (a path through a pnpm symlink lands in the
// folder the symlink names), then the symlinks as they are (pnpm's are relative).
fs.rmSync(out, { recursive: true, force: true });
const links = [];
let bytes = 0;
for (const file of [...files].sort()) {
  const abs = path.join(root, file);
  const stat = fs.lstatSync(abs, { throwIfNoEntry: false });
  if (!stat) continue;
  if (stat.isSymbolicLink()) {
    links.push(file);
    continue;
  }
  if (stat.isDirectory()) continue;
  const real = rel(fs.realpathSync(abs));
  if (real.startsWith('..')) throw new Error(`${file} lies outside the repository (${real})`);
  if (/(^|\/)\.data\//.test(real)) throw new Error(`${real}: .data never goes into a bundle`);
  const target = path.join(out, real);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Times kept: worker-entry.mjs runs dist/worker.mjs only while it is newer than src/.
  fs.copyFileSync(abs, target);
  fs.utimesSync(target, stat.atime, stat.mtime);
  bytes += stat.size;
}
// One to a package left out (the worker's tsx) would dangle; a link to a link waits for it.
for (let pending = links, made = true; made;) {
  made = false;
  pending = pending.filter((file) => {
    const target = path.join(out, file);
    const link = fs.readlinkSync(path.join(root, file));
    if (fs.lstatSync(target, { throwIfNoEntry: false })) return false;
    if (!fs.existsSync(path.resolve(path.dirname(target), link))) return true;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.symlinkSync(link, target);
    made = true;
    return false;
  });
}

fs.writeFileSync(
  path.join(out, 'server.mjs'),
  `// Starts the app from this folder (\`pnpm bundle\`): node server.mjs. PORT, DATABASE_URL, APP_ENV and
// the rest as in the repository's README; without DATABASE_URL the embedded database is in
// PGLITE_DIR (default .data/pglite here).
if (Number(process.versions.node.split('.')[0]) < 24) {
  process.stderr.write(\`Node \${process.versions.node} is too old for this app: install Node 24 LTS and run node server.mjs again.\\n\`);
  process.exit(1);
}
process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
await import('./apps/web/dist/server.mjs');
`,
);
fs.writeFileSync(
  path.join(out, 'db.mjs'),
  `// Backups of the embedded database from this folder (stop the server first; README, Backups):
//   node db.mjs backup <file> [--force]     PGLITE_DIR (default .data/pglite here) into <file>
//   node db.mjs restore <file> [--force]    <file> into PGLITE_DIR (an empty or new directory)
await import('./packages/db/dist/db.mjs');
`,
);
console.info(
  `bundle: ${out} (${files.size} files and links, ${(bytes / 2 ** 20).toFixed(0)} MiB): node ${path.relative(process.cwd(), path.join(out, 'server.mjs')) || 'server.mjs'}`,
);
