/**
 * docs/api.md stays true: #procedures names what every declaration holds; its appCode table lists
 * exactly `APP_CODES`, each with the HTTP status its tRPC code gives; and every code in `APP_CODES`
 * is thrown somewhere in the API's source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { describe, expect, it } from 'vitest';
import { APP_CODES } from '../../../src/errors';
import { appRouter } from '../../../src/root';
import type { ProcedureMeta } from '../../../src/trpc';

const repo = path.resolve(import.meta.dirname, '../../../../..');
const doc = fs.readFileSync(path.join(repo, 'docs/api.md'), 'utf8');

/** The body of the section under `heading` (up to the next heading of the same or a higher level). */
function section(heading: string): string {
  const level = heading.indexOf(' ');
  const lines = doc.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`docs/api.md has no "${heading}"`);
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && l.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The body rows of the markdown table(s) in `text`, as trimmed cells (header and rule left out). */
function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|[-| ]+\|$/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    )
    .slice(1);
}

const unquote = (cell: string | undefined) => (cell ?? '').replace(/^`|`$/g, '');
const codesIn = (cell: string | undefined) =>
  [...(cell ?? '').matchAll(/`([A-Z][A-Z_]+)`/g)].map((m) => m[1] ?? '');

type Procedure = { _def: { type: 'query' | 'mutation'; meta?: ProcedureMeta } };
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;

/** The codes any procedure may answer, which no declaration lists. */
const COMMON_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  'DATABASE_BUSY',
];

describe('docs/api.md#procedures', () => {
  const text = section('## Procedures');

  it('names the builders, the generated reference and the codes every procedure may answer', () => {
    for (const words of ['procedureFor(', 'publicProcedure(', 'protectedProcedure(', '/api/docs'])
      expect(text).toContain(words);
    expect(text).toContain('pnpm --filter @app/api procedures');
    expect(codesIn(text.slice(text.indexOf('**Its appCodes**')))).toEqual(
      expect.arrayContaining(COMMON_CODES),
    );
  });

  it('is told each procedure’s own appCodes by its declaration, all of them real', () => {
    const named = Object.values(procedures).flatMap((p) => p._def.meta?.appCodes ?? []);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((c) => !(APP_CODES as readonly string[]).includes(c))).toEqual([]);
  });
});

describe('docs/api.md#app-codes', () => {
  const rows = tableRows(section('### App codes'));

  it('lists every appCode of APP_CODES once, and no other', () => {
    const listed = rows.map((r) => unquote(r[0]));
    expect(listed.length).toBe(new Set(listed).size);
    expect([...listed].sort()).toEqual([...APP_CODES].sort());
  });

  it('gives each the HTTP status of its tRPC code', () => {
    const wrong = rows.filter(([, status, code]) => {
      const http = getHTTPStatusCodeFromError({ code: code as TRPC_ERROR_CODE_KEY } as TRPCError);
      return String(http) !== status;
    });
    // REQUEST_HEADERS_TOO_LARGE is answered by Node before tRPC: 431 with the BAD_REQUEST shape.
    expect(wrong.map((r) => r[0])).toEqual(['`REQUEST_HEADERS_TOO_LARGE`']);
  });
});

describe('APP_CODES', () => {
  /** Every source file of the API but errors.ts, which declares the list. */
  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return sources(file);
      return /\.tsx?$/.test(e.name) && !file.endsWith(path.join('src', 'errors.ts')) ? [file] : [];
    });
  }

  it('holds no code the API never answers with', () => {
    const text = sources(path.join(repo, 'packages/api/src'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const unused = APP_CODES.filter((code) => !new RegExp(`['\`]${code}['\`]`).test(text));
    expect(unused).toEqual([]);
  });
});
