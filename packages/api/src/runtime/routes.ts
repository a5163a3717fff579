/**
 * Plain (non-tRPC) HTTP routes: payment webhooks, PDF downloads. A route declares its method, path
 * pattern and whether it needs a signed-in user; the handler gets the request, the database, the
 * path parameters, the raw body (webhook signatures are computed over it) and the user. Same limits
 * and error envelope as the tRPC endpoint (runtime/http.ts). Mounted in Next by
 * apps/web/src/app/api/[...route]/route.ts.
 */
import type { Db } from '@app/db';
import { grantFor, type Action, type Grant } from '@app/permissions';
import { createContext, requireUser } from '../context';
import { getEnv } from '../env';
import { AppError, forbidden } from '../errors';
import { withSecurityHeaders } from '../lib/security-headers';
import type { AuthUser } from '../services/auth';
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

/** Path parameters when `pattern` matches `pathname` segment for segment, else null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = got[i] ?? '';
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}

function findRoute(routes: readonly PlainRoute[], req: Request) {
  const { pathname } = new URL(req.url);
  const matches = routes
    .map((route) => ({ route, params: matchPath(route.path, pathname) }))
    .filter((m): m is { route: PlainRoute; params: Record<string, string> } => m.params !== null);
  if (matches.length === 0) throw new AppError('NOT_FOUND', 'NOT_FOUND', 'No such route');
  // HEAD is a GET without the body (link-preview robots often send it first).
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const found = matches.find((m) => m.route.method === method);
  if (!found) {
    throw new AppError(
      'METHOD_NOT_SUPPORTED',
      'METHOD_NOT_SUPPORTED',
      `Use ${[...new Set(matches.map((m) => m.route.method))].join(' or ')} for this route`,
    );
  }
  return found;
}

export interface RouteHandleOptions {
  db?: Db;
  sessionUserId?: () => Promise<string | null>;
  /** The registry to serve (runtime/route-table.ts). */
  routes: readonly PlainRoute[];
}

async function dispatch(req: Request, opts: RouteHandleOptions): Promise<Response> {
  const { route, params } = findRoute(opts.routes, req);
  const mutation = isMutationMethod(req.method);
  if (mutation) assertContentType(req, route.accepts);
  const rawBody = mutation ? await readBody(req) : new Uint8Array();
  const db = await databaseOr503(opts.db);
  let user: AuthUser | null = null;
  let grant: Grant | null = null;
  if (route.signedIn) {
    const ctx = await createContext({
      db,
      headers: req.headers,
      sessionUserId: opts.sessionUserId,
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

/** Serves a plain route: 404 for an unknown path, and every error in tRPC's envelope. */
export async function handleRouteRequest(
  req: Request,
  opts: RouteHandleOptions,
): Promise<Response> {
  let res: Response;
  try {
    res = await dispatch(req, opts);
  } catch (e) {
    res = errorResponse(e, 'route');
  }
  return withSecurityHeaders(res, getEnv().PUBLIC_BASE_URL);
}
