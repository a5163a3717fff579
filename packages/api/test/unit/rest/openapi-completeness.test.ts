/**
 * The OpenAPI document is complete (docs/api.md#rest): every operation's answer is described from
 * the procedure's output schema (the list names any procedure without one).
 */
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../../src/root';
import { buildOpenApiDocument } from '../../../src/runtime/rest/document';
import { REST_OPERATIONS } from '../../../src/runtime/rest/operations';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = buildOpenApiDocument() as Json;

describe('the OpenAPI document is complete', () => {
  it('describes every operation’s answer from its output schema', () => {
    const missing = REST_OPERATIONS.filter(
      (op) =>
        !(appRouter._def.procedures as Json)[op.procedure]._def.output ||
        !(doc.paths as Json)[`/api/v1${op.path}`][op.method.toLowerCase()].responses['200'].content[
          'application/json'
        ].schema,
    ).map((op) => op.procedure);
    expect(missing).toEqual([]);
  });
});
