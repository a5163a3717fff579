/**
 * The Node bundles (server, @app/pdf's worker, @app/db's db.mjs) name nothing of the building
 * machine: npm imports relative to the bundle, `import.meta.url` resolved from it at run time.
 * Builds the three into a scratch folder at dist's depth and reads them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '../../..');
const repo = path.resolve(web, '../..');
const scratch = path.join(web, 'dist', `.paths-test-${process.pid}`);
const bundles = {
  server: path.join(scratch, 'server.mjs'),
  worker: path.join(repo, 'packages/pdf/dist', `.paths-test-${process.pid}`, 'worker.mjs'),
  db: path.join(repo, 'packages/db/dist', `.paths-test-${process.pid}`, 'db.mjs'),
};
const text: Record<keyof typeof bundles, string> = { server: '', worker: '', db: '' };

beforeAll(() => {
  execFileSync(process.execPath, [path.join(web, 'scripts/build-server.mjs'), bundles.server]);
  execFileSync(process.execPath, [
    path.join(repo, 'packages/pdf/scripts/build-worker.mjs'),
    bundles.worker,
  ]);
  execFileSync(process.execPath, [
    path.join(repo, 'packages/db/scripts/build-cli.mjs'),
    bundles.db,
  ]);
  for (const key of ['server', 'worker', 'db'] as const)
    text[key] = fs.readFileSync(bundles[key], 'utf8');
}, 60_000);

afterAll(() => {
  for (const file of Object.values(bundles))
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

/** Every quoted specifier of a static or dynamic import, and every `new URL("…", import.meta.url)`. */
const specifiers = (code: string) =>
  [
    /^(?:import|export)\s[^;]*?\bfrom\s*"([^"]+)"/gm,
    /^import\s*"([^"]+)"/gm,
    /\bimport\("([^"]+)"\)/g,
  ].flatMap((re) => Array.from(code.matchAll(re), (m) => m[1] ?? ''));
const sourceUrls = (code: string) =>
  Array.from(code.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g), (m) => m[1] ?? '');

describe.each(['server', 'worker', 'db'] as const)('the %s bundle', (name) => {
  it('contains no path of the machine that built it', () => {
    expect(text[name]).not.toContain(repo);
    expect(text[name]).not.toContain(repo.slice(1)); // nor as a relative path climbing to it
    expect(text[name]).not.toMatch(/file:\/\//);
    const map = fs.readFileSync(`${bundles[name]}.map`, 'utf8');
    expect(map).not.toContain(repo);
  });

  it('imports npm packages by paths relative to itself, each of which exists', () => {
    const external = specifiers(text[name]).filter((s) => !s.startsWith('node:'));
    expect(external.length).toBeGreaterThan(5);
    for (const spec of external) {
      expect(spec, spec).toMatch(/^\.\.?\//);
      expect(spec, spec).toContain('/node_modules/');
      expect(fs.existsSync(path.resolve(path.dirname(bundles[name]), spec)), spec).toBe(true);
    }
  });

  it("resolves each source file's import.meta.url from its own location to that source", () => {
    const urls = sourceUrls(text[name]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const file = path.resolve(path.dirname(bundles[name]), url);
      expect(file.startsWith(`${repo}/packages/`) || file.startsWith(`${repo}/apps/`), url).toBe(
        true,
      );
      expect(fs.existsSync(file), url).toBe(true);
    }
  });
});

it('the server bundle finds the migrations, the render worker and the repository root from there', () => {
  const urls = sourceUrls(text.server).map((u) => path.relative(repo, path.resolve(scratch, u)));
  expect(urls).toEqual(
    expect.arrayContaining([
      'packages/db/src/env.ts',
      'packages/db/src/migrate.ts',
      'packages/pdf/src/pool.ts',
    ]),
  );
  const worker = sourceUrls(text.worker).map((u) =>
    path.relative(repo, path.resolve(path.dirname(bundles.worker), u)),
  );
  expect(worker).toContain('packages/pdf/src/fonts.ts');
  // The backup command's PGLITE_DIR default (.data/pglite) hangs on the same repository root.
  const db = sourceUrls(text.db).map((u) =>
    path.relative(repo, path.resolve(path.dirname(bundles.db), u)),
  );
  expect(db).toContain('packages/db/src/env.ts');
});
