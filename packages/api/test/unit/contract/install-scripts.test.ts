/**
 * A newcomer's first `pnpm install` is clean: every installed package with an install script (or a
 * binding.gyp) is named in pnpm-workspace.yaml, `onlyBuiltDependencies` or
 * `ignoredBuiltDependencies`; one in neither is pnpm's "Ignored build scripts" warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../../../..');
const workspace = fs.readFileSync(path.join(repo, 'pnpm-workspace.yaml'), 'utf8');

/** The items of a top-level list in pnpm-workspace.yaml (`key:` then `  - item` lines). */
function listOf(key: string): string[] {
  const block = workspace.split(new RegExp(`^${key}:\\n`, 'm'))[1] ?? '';
  const items: string[] = [];
  for (const line of block.split('\n')) {
    const m = /^\s+-\s+'?([^'\s]+)'?\s*$/.exec(line);
    if (!m) break;
    items.push(m[1] as string);
  }
  return items;
}

type Manifest = { name?: string; scripts?: Record<string, string> };

/** The names of the installed packages (node_modules/.pnpm) that have a build script. */
function packagesWithBuildScripts(): string[] {
  const store = path.join(repo, 'node_modules/.pnpm');
  const found = new Set<string>();
  for (const entry of fs.readdirSync(store)) {
    const modules = path.join(store, entry, 'node_modules');
    if (!fs.existsSync(modules)) continue;
    // The entry is `name@version…` or `@scope+name@version…`; its package is node_modules/<name>.
    const at = entry.indexOf('@', entry.startsWith('@') ? 1 : 0);
    const name = entry.slice(0, at).replace('+', '/');
    const dir = path.join(modules, name);
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const m = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    const scripts = m.scripts ?? {};
    const builds =
      Boolean(scripts.preinstall ?? scripts.install ?? scripts.postinstall) ||
      fs.existsSync(path.join(dir, 'binding.gyp'));
    if (builds && m.name) found.add(m.name);
  }
  return [...found].sort();
}

describe('install scripts', () => {
  it('every package with a build script is allowed or ignored in pnpm-workspace.yaml', () => {
    const named = new Set([
      ...listOf('onlyBuiltDependencies'),
      ...listOf('ignoredBuiltDependencies'),
    ]);
    const found = packagesWithBuildScripts();
    expect(found.length).toBeGreaterThan(0); // the scan sees the store at all
    expect(found.filter((name) => !named.has(name))).toEqual([]);
  });
});
