/**
 * Every procedure answers through an output schema (`.output(...)` from @app/validators/outputs),
 * which tRPC checks and the OpenAPI document describes. Restricted to the namespaces whose schemas
 * have landed: add one here when all its procedures have one.
 */
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../../src/root';

/** Namespaces (the first segment of a procedure's path) whose every procedure must have one. */
export const OUTPUT_SCHEMA_NAMESPACES = [
  'health',
  'auth',
  'users',
  'directory',
  'units',
  'jobs',
  'bookings',
  'bookingGroups',
  'basePrices',
  'discounts',
  'options',
  'discountConditions',
  'optionConditions',
  'pricing',
  'payments',
  'paymentLinks',
  'documents',
  'apiKeys',
];

type Procedure = { _def: { output?: unknown } };
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;
const namespaceOf = (path: string) => path.split('.')[0] ?? path;

describe('output schemas', () => {
  it('names only namespaces that exist', () => {
    const namespaces = new Set(Object.keys(procedures).map(namespaceOf));
    expect(OUTPUT_SCHEMA_NAMESPACES.filter((ns) => !namespaces.has(ns))).toEqual([]);
  });

  it('are attached to every procedure of the listed namespaces', () => {
    const missing = Object.entries(procedures)
      .filter(([path]) => OUTPUT_SCHEMA_NAMESPACES.includes(namespaceOf(path)))
      .filter(([, p]) => p._def.output === undefined)
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });
});
