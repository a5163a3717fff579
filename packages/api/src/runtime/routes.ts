/**
 * Plain (non-tRPC) HTTP routes (payment webhooks, PDFs, customer pages): a route declares method,
 * path and sign-in; its handler gets the request, database, path parameters, raw body and user.
 * Limits and errors as tRPC's (runtime/http.ts); mounted by runtime/app.ts.
 */
import { Hono } from 'hono';
import type { Db } from '@app/db';
import { grantFor, type Action, type Grant } from '@app/permissions';
import { createContext, requireUser } from '../context';
import { getEnv } from '../env';
import { AppError, forbidden } from '../errors';
import { withSecurityHeaders } from '../lib/security-headers';
import type { AuthUser } from '../services/auth';
import type { AppEnv } from './request-log';
import { allowedOrigins } from './trpc-route';
import {
  assertContentType,
  databaseOr503,
  errorResponse,
  isMutationMethod,
  JSON_ONLY,
  readBody,
} from './http';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` segments of a path pattern, as a union of names. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface RouteContext<P extends string, U extends AuthUser | null> {
  req: Request;
  db: Db;
  params: Record<ParamNames<P>, string>;
  /** The body as received (empty for GET); at most 1 MiB. */
  rawBody: Uint8Array;
  user: U;
  /** The user's grant for the route's `action` (`all` or `own`); null for a route without one. */
  grant: Grant | null;
}

/**
 * A signed-in route names what the user must be allowed in the permission table
 * (@app/permissions): 403 otherwise, like `procedureFor`. So every route joins the table.
 */
type RouteSpec<P extends string, S extends boolean> = RouteBase<P, S> &
  (S extends true ? { action: Action } : { action?: undefined });

interface RouteBase<P extends string, S extends boolean> {
  method: RouteMethod;
  /** `/api/...` with `:name` for a parameter segment, e.g. `/api/documents/:id/pdf`. */
  path: P;
  /** A signed-in user (bearer token or session) is required: 401 without one. */
  signedIn: S;
  /** Body media types a mutation accepts; default JSON only (415 otherwise). */
  accepts?: readonly string[];
  handler: (
    ctx: RouteContext<P, S extends true ? AuthUser : AuthUser | null>,
  ) => Promise<Response> | Response;
}

/** A route as the registry keeps it. */
export interface PlainRoute {
  method: RouteMethod;
  path: string;
  signedIn: boolean;
  action: Action | null;
  accepts: readonly string[];
  handler: (ctx: RouteContext<string, AuthUser | null>) => Promise<Response> | Response;
}

/** Declares a route; `params` and `user` are typed from the pattern and `signedIn`. */
export function defineRoute<P extends string, S extends boolean>(
  spec: RouteSpec<P, S>,
): PlainRoute {
  return {
    ...spec,
    action: spec.action ?? null,
    accepts: spec.accepts ?? JSON_ONLY,
    handler: (ctx) =>
      spec.handler(ctx as RouteContext<P, S extends true ? AuthUser : AuthUser | null>),
  };
}

const METHODS: readonly RouteMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** 405, with the methods the path takes (answered in the `Allow` header). */
class MethodNotAllowed extends AppError {
  readonly allow: string;
  constructor(methods: RouteMethod[]) {
    super(
      'METHOD_NOT_SUPPORTED',
      'METHOD_NOT_SUPPORTED',
      `Use ${methods.join(' or ')} for this route`,
    );
    this.allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : [])].join(', ');
  }
}

export interface RouteHandleOptions {
  db?: Db;
  sessionUserId?: (req: Request) => Promise<string | null>;
}

async function dispatch(
  route: PlainRoute,
  req: Request,
  params: Record<string, string>,
  opts: RouteHandleOptions,
): Promise<Response> {
  const mutation = isMutationMethod(req.method);
  const sessionOf = opts.sessionUserId;
  if (mutation) assertContentType(req, route.accepts);
  const rawBody = mutation ? await readBody(req) : new Uint8Array();
  const db = await databaseOr503(opts.db);
  let user: AuthUser | null = null;
  let grant: Grant | null = null;
  if (route.signedIn) {
    const ctx = await createContext({
      db,
      headers: req.headers,
      sessionUserId: sessionOf && (() => sessionOf(req)),
      allowedOrigins: allowedOrigins(req),
    });
    user = await requireUser(ctx, mutation);
    if (route.action) {
      grant = grantFor(user.roles, route.action);
      if (grant === 'none') throw forbidden();
    }
  }
  return route.handler({ req, db, params, rawBody, user, grant });
}

/** A plain route's answer or its error in tRPC's envelope; with the security headers. */
async function answer(run: () => Promise<Response>): Promise<Response> {
  let res: Response;
  try {
    res = await run();
  } catch (e) {
    res = errorResponse(e, 'route');
    if (e instanceof MethodNotAllowed) res.headers.set('allow', e.allow);
  }
  return withSecurityHeaders(res, getEnv().PUBLIC_BASE_URL);
}

/**
 * Mounts `routes` on `app`: each on its method and pattern (HEAD is served as GET: link-preview
 * robots often send it first), then a 405 with `Allow` for another method on the same pattern.
 * Segments match exactly (case included), `:name` takes one segment, decoded.
 */
export function mountRoutes(
  app: Hono<AppEnv>,
  routes: readonly PlainRoute[],
  opts: RouteHandleOptions,
) {
  const byPath = new Map<string, RouteMethod[]>();
  for (const route of routes) {
    byPath.set(route.path, [...(byPath.get(route.path) ?? []), route.method]);
    app.on(route.method, route.path, (c) =>
      answer(() => dispatch(route, c.req.raw, c.req.param() as Record<string, string>, opts)),
    );
  }
  for (const [path, methods] of byPath) {
    const allowed = METHODS.filter((m) => methods.includes(m));
    app.all(path, () => answer(() => Promise.reject(new MethodNotAllowed(allowed))));
  }
}

/** Serves `routes` alone (tests of the route contract): 404 for an unknown path. */
export async function handleRouteRequest(
  req: Request,
  opts: RouteHandleOptions & { routes: readonly PlainRoute[] },
): Promise<Response> {
  const app = new Hono<AppEnv>({ strict: false });
  mountRoutes(app, opts.routes, opts);
  app.all('*', () =>
    answer(() => Promise.reject(new AppError('NOT_FOUND', 'NOT_FOUND', 'No such route'))),
  );
  return app.fetch(req);
}
