/**
 * docs/architecture.md's map stays true: every workspace folder (apps/*, packages/*,
 * integrations/*, tooling/*, e2e, and bench and scripts beside them) is named in its "Packages" section, and the table of
 * `@app/*` dependencies there says what each package.json declares (tooling's configs left out).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../../../..');
const doc = fs.readFileSync(path.join(repo, 'docs/architecture.md'), 'utf8');
const packagesSection = doc.split(/^## /m).find((s) => s.startsWith('Packages\n')) ?? '';

const subfolders = (dir: string) =>
  fs
    .readdirSync(path.join(repo, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(repo, dir, e.name, 'package.json')))
    .map((e) => `${dir}/${e.name}`);

/** Connector groups (integrations/crm/*) are folders of packages too. */
const PACKAGES = [
  ...subfolders('apps'),
  ...subfolders('packages'),
  ...subfolders('integrations'),
  ...subfolders('integrations/crm'),
];

/** Every folder of the workspace that the map must show. */
const FOLDERS = [
  ...PACKAGES,
  ...subfolders('tooling'),
  'e2e',
  'bench',
  'tooling',
  'scripts',
];

type Manifest = { name: string; dependencies?: object; devDependencies?: object };
const manifest = (folder: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(repo, folder, 'package.json'), 'utf8')) as Manifest;

/** The workspace's tooling packages (configs), which the dependency table leaves out. */
const TOOLING = new Set(subfolders('tooling').map((f) => manifest(f).name));

/** `@app/*` dependencies of a package, tooling left out, sorted. */
const appDependencies = (folder: string) => {
  const m = manifest(folder);
  return Object.keys({ ...m.dependencies, ...m.devDependencies })
    .filter((d) => d.startsWith('@app/') && !TOOLING.has(d))
    .sort();
};

/** The rows of the dependency table: `| \`packages/api\` | \`@app/db\`, ... |` (cells padded or not). */
const TABLE = new Map(
  [...packagesSection.matchAll(/^\|\s*`([a-z]+(?:\/[a-z0-9-]+)+)`\s*\|(.*)\|\s*$/gm)].map((m) => [
    m[1] ?? '',
    [...(m[2] ?? '').matchAll(/`(@app\/[a-z0-9-]+)`/g)].map((d) => d[1] ?? '').sort(),
  ]),
);

describe("docs/architecture.md's map", () => {
  it('finds the workspace (the test reads the right folders)', () => {
    expect(FOLDERS).toContain('packages/api');
    expect(FOLDERS).toContain('apps/web');
    expect(FOLDERS).toContain('tooling/eslint');
    expect(FOLDERS).toContain('integrations/kit');
  });

  it.each(FOLDERS)('names %s in its Packages section', (folder) => {
    expect(packagesSection).toMatch(
      new RegExp(`(^|[\\s(\\x60])${folder}([/\\s),.;:\\x60]|$)`, 'm'),
    );
  });

  it.each(PACKAGES)(
    "gives %s's @app dependencies as its package.json declares them",
    (folder) => {
      expect(TABLE.get(folder)).toEqual(appDependencies(folder));
    },
  );

  it('has no dependency row for a package that does not exist', () => {
    expect([...TABLE.keys()].filter((f) => !FOLDERS.includes(f))).toEqual([]);
  });
});
