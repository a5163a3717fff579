/**
 * What procedures declare of themselves (procedure-doc.ts) holds: each example, its placeholders
 * filled, is an input the procedure's own schema accepts, and names only placeholders `sample` has.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sample } from '../../../src/procedure-doc';
import { appRouter } from '../../../src/root';
import type { ProcedureMeta } from '../../../src/trpc';

type Declared = { _def: { inputs: unknown[]; meta?: ProcedureMeta } };
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, Declared>,
).filter(([, p]) => p._def.meta?.example !== undefined);

const PLACEHOLDERS = new Set<string>(Object.values(sample));
const dummy = (name: string) =>
  name === 'deal'
    ? 'MATRIX-DEAL-1'
    : name === 'n'
      ? '0000001'
      : name === 'now'
        ? new Date().toISOString()
        : randomUUID();

describe('procedure examples', () => {
  it('are declared by most procedures', () => {
    expect(procedures.length).toBeGreaterThan(50);
  });

  it.each(procedures)('%s: its example passes its input schema', (_path, p) => {
    const text = JSON.stringify(p._def.meta?.example);
    const named = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[0]);
    expect(named.filter((n) => !PLACEHOLDERS.has(n))).toEqual([]);
    const input = JSON.parse(text.replace(/\{(\w+)\}/g, (_m, k: string) => dummy(k))) as unknown;
    const parsed = (p._def.inputs[0] as z.ZodType).safeParse(input);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
