/**
 * The REST face of the API (docs/api.md#rest), derived in this one place from `appRouter`: every
 * procedure is an operation under `/api/v1/<path with / for .>`; trpc-to-openapi reads the
 * OpenAPI meta from the router view built here.
 */
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import { z } from 'zod';
import { appRouter } from '../../root';
import type { ProcedureMeta } from '../../trpc';

export const REST_PREFIX = '/api/v1';

export type RestMethod = 'GET' | 'POST';

/** How a query parameter's text becomes the JSON value the input schema checks. */
export type ParamKind = 'string' | 'number' | 'boolean';

export interface RestOperation {
  /** The procedure's path, the operation's `operationId` (`bookings.create`). */
  procedure: string;
  type: 'query' | 'mutation';
  method: RestMethod;
  /** Under REST_PREFIX: `/bookings/create`. */
  path: string;
  /** The namespace (`bookings`), the operation's tag. */
  tag: string;
  /** No sign-in needed (`publicProcedure`). */
  public: boolean;
  /** A public procedure that refuses bad credentials or tokens with 401. */
  unauthorized: boolean;
  /** The procedure's own words (its meta). */
  summary: string;
  description: string;
  /** GET only: each query parameter's kind and whether it repeats (an array). */
  params: Map<string, { kind: ParamKind; array: boolean }>;
}

type Def = { type: string; inputs: unknown[]; output?: unknown; meta?: ProcedureMeta };
type ZodLike = { _zod: { def: Record<string, unknown> & { type: string } } };

const defOf = (s: unknown) => (s as ZodLike | undefined)?._zod?.def;

/** The schema under optional/nullable/default/prefault/readonly and a pipe's input side. */
function unwrap(schema: unknown): unknown {
  let s = schema;
  for (let i = 0; i < 32; i++) {
    const def = defOf(s);
    if (!def) return s;
    if (
      ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(def.type)
    )
      s = def.innerType;
    else if (def.type === 'pipe') s = defOf(def.out)?.type === 'transform' ? def.in : def.out;
    else return s;
  }
  return s;
}

/** A scalar's query-parameter kind, or null when it is not one (an object, a mixed union). */
function scalarKind(schema: unknown): ParamKind | null {
  const s = unwrap(schema);
  const def = defOf(s);
  if (!def) return null;
  switch (def.type) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>).every(
        (v) => typeof v === 'string',
      )
        ? 'string'
        : null;
    case 'literal':
      return (def.values as unknown[]).every((v) => typeof v === 'string') ? 'string' : null;
    case 'union': {
      const kinds = (def.options as unknown[]).map(scalarKind);
      return kinds.every((k) => k === 'string') ? 'string' : null;
    }
    default:
      return null;
  }
}

/**
 * The query parameters of a flat input (scalars, enums, arrays of them), or null when the input is
 * nested: such a query is served as POST with a JSON body and stays a read (no CSRF check).
 */
function flatParams(inputs: unknown[]): RestOperation['params'] | null {
  const params: RestOperation['params'] = new Map();
  if (inputs.length === 0) return params;
  if (inputs.length > 1) return null;
  const input = unwrap(inputs[0]);
  const def = defOf(input);
  if (def?.type !== 'object') return null;
  for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) {
    const inner = unwrap(field);
    const array = defOf(inner)?.type === 'array';
    const kind = scalarKind(array ? defOf(inner)?.element : inner);
    if (!kind) return null;
    params.set(name, { kind, array });
  }
  return params;
}

function operationOf(procedure: string, def: Def): RestOperation {
  const type = def.type === 'mutation' ? 'mutation' : 'query';
  const params = type === 'query' ? flatParams(def.inputs) : null;
  return {
    procedure,
    type,
    method: params ? 'GET' : 'POST', // a mutation is always POST, its input the JSON body
    path: '/' + procedure.split('.').join('/'),
    tag: procedure.split('.')[0] ?? procedure,
    public: def.meta?.public === true,
    unauthorized: def.meta?.unauthorized === true,
    summary: def.meta?.summary ?? '',
    description: def.meta?.description ?? '',
    params: params ?? new Map(),
  };
}

const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** Every operation, in the router's order. */
export const REST_OPERATIONS: readonly RestOperation[] = Object.entries(procedures)
  .filter(([, p]) => (p._def as Def).type !== 'subscription')
  .map(([path, p]) => operationOf(path, p._def as Def));

/** By path under REST_PREFIX (one method each). */
export const REST_BY_PATH: ReadonlyMap<string, RestOperation> = new Map(
  REST_OPERATIONS.map((op) => [op.path, op]),
);

/** The answer a procedure without `.output()` is described with (the document test lists them). */
export const UNDECLARED_OUTPUT = z.unknown().meta({ description: 'Output not yet declared' });

/** trpc-to-openapi's meta for one operation. */
function openapiMeta(op: RestOperation) {
  return {
    method: op.method,
    path: op.path,
    operationId: op.procedure,
    tags: [op.tag],
    protect: !op.public,
  };
}

/**
 * `appRouter` as trpc-to-openapi's generator reads it (runtime/rest/document.ts): the same
 * procedures with the meta above. REST calls the procedures themselves (runtime/rest/route.ts).
 */
export function documentRouter(): AnyRouter {
  const view: Record<string, unknown> = {};
  for (const op of REST_OPERATIONS) {
    const def = (procedures[op.procedure] as AnyProcedure)._def as unknown as Def;
    view[op.procedure] = {
      _def: {
        ...def,
        output: def.output ?? UNDECLARED_OUTPUT,
        meta: { ...def.meta, openapi: openapiMeta(op) },
      },
    };
  }
  return {
    ...appRouter,
    _def: { ...appRouter._def, procedures: view },
    createCaller: appRouter.createCaller,
  } as unknown as AnyRouter;
}
