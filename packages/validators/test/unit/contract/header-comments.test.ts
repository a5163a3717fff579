// A file's header comment (its first comment block, after an optional shebang) is at most three
// lines of text (issue 32); a trap that needs more says so with "Trap:", the part before it still
// at most three lines. Reads every source file of the repository's code roots.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../../../..');

/** The code roots scanned (integrations/ when it exists). */
const ROOTS = ['packages', 'apps/web', 'bench', 'scripts', 'tooling', 'e2e', 'integrations'];
/** Folders never scanned: dependencies, build output, generated migrations, test reports. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.next',
  'dist',
  'drizzle',
  'test-results',
  'playwright-report',
  '.turbo',
]);
/** Areas whose headers are not checked yet (the coordinator removes an entry once it is fixed). */
const NOT_YET_CHECKED: string[] = [];

const MAX_LINES = 3;
const SOURCE = /\.(ts|tsx|mjs|js)$/;

/** Repository-relative paths of the source files under `dir`, generated `.d.ts` left out. */
function sourceFiles(dir: string): string[] {
  const abs = path.join(repo, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return SKIPPED_FOLDERS.has(e.name) ? [] : sourceFiles(rel);
    return e.isFile() && SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** The header's text lines (a block's bare opening and closing lines left out), or [] if none. */
function headerLines(source: string): string[] {
  const lines = source.split('\n');
  let i = lines[0]?.startsWith('#!') ? 1 : 0;
  const first = lines[i] ?? '';
  const header: string[] = [];
  if (first.startsWith('/*')) {
    for (; i < lines.length; i++) {
      const line = lines[i] ?? '';
      header.push(line);
      if (line.includes('*/')) break;
    }
    return header.filter((l) => !['/**', '/*', '*/'].includes(l.trim()));
  }
  for (; i < lines.length && (lines[i] ?? '').startsWith('//'); i++) header.push(lines[i] ?? '');
  return header;
}

/** Why a header is too long, or null: over MAX_LINES before its "Trap:" (if it has one). */
function headerProblem(source: string): string | null {
  const lines = headerLines(source);
  const trap = lines.findIndex((l) => l.includes('Trap:'));
  const before = trap === -1 ? lines.length : trap;
  if (before <= MAX_LINES) return null;
  return trap === -1
    ? `${lines.length} lines`
    : `${before} lines before its "Trap:" (${lines.length} in all)`;
}

const files = ROOTS.flatMap(sourceFiles);
const checked = files.filter((f) => !NOT_YET_CHECKED.some((area) => f.startsWith(area)));

describe('file header comments', () => {
  it('scans the repository (the roots are found, the skipped areas are only those listed)', () => {
    expect(checked).toContain('packages/validators/test/unit/contract/header-comments.test.ts');
    expect(checked).toContain('apps/web/server.ts');
    expect(checked).toContain('bench/run.mjs');
    expect(checked.some((f) => f.includes('/node_modules/'))).toBe(false);
    expect(checked.length).toBeGreaterThan(300);
  });

  it('counts a header the way the rule reads it', () => {
    const block = (n: number) => `/**\n${' * line\n'.repeat(n)} */\nexport {};\n`;
    expect(headerProblem(block(3))).toBeNull();
    expect(headerProblem(block(4))).toBe('4 lines');
    expect(headerProblem(`#!/usr/bin/env node\n${'// line\n'.repeat(4)}import x;\n`)).toBe(
      '4 lines',
    );
    expect(headerProblem(`import x;\n${'// line\n'.repeat(9)}`)).toBeNull();
    expect(headerProblem(`${'// line\n'.repeat(3)}// Trap: why\n// more\n`)).toBeNull();
    expect(headerProblem(`${'// line\n'.repeat(4)}// Trap: why\n`)).toBe(
      '4 lines before its "Trap:" (5 in all)',
    );
  });

  it(`is at most ${MAX_LINES} lines unless a trap needs more ("Trap:")`, () => {
    const tooLong = checked.flatMap((f) => {
      const problem = headerProblem(fs.readFileSync(path.join(repo, f), 'utf8'));
      return problem ? [`${f}: ${problem}`] : [];
    });
    expect(tooLong).toEqual([]);
  });
});
