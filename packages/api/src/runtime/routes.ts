/**
 * Plain (non-tRPC) HTTP routes: payment webhooks, PDF downloads, the customer pages. A route
 * declares its method, path pattern and whether it needs a signed-in user; the handler gets the
 * request, the database, the path parameters, the raw body (webhook signatures are computed over
 * it) and the user. Same limits and error envelope as the tRPC endpoint (runtime/http.ts). Served
 * by runtime/node-listener.ts (not mounted in Next); paths are matched by find-my-way.
 */
import FindMyWay from 'find-my-way';
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

const METHODS: readonly RouteMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The registry's router (find-my-way), built once per route list: segments match exactly (case
 * included), `:name` takes one segment, decoded; a trailing or doubled slash is ignored.
 */
const routers = new WeakMap<readonly PlainRoute[], FindMyWay.Instance<FindMyWay.HTTPVersion.V1>>();

function routerOf(routes: readonly PlainRoute[]): FindMyWay.Instance<FindMyWay.HTTPVersion.V1> {
  let router = routers.get(routes);
  if (!router) {
    router = FindMyWay({
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      // No limit of find-my-way's own (its default is 100 characters, shorter than a signed link
      // token): Node's header limit (16 KiB) bounds the address.
      maxParamLength: 64 * 1024,
    });
    for (const route of routes) router.on(route.method, route.path, () => undefined, { route });
    routers.set(routes, router);
  }
  return router;
}

/**
 * The pattern of the route `method pathname` would reach (e.g. `/api/documents/:id/pdf`), or of any
 * route on that path when the method is wrong (a 405); null for a path no route has. For labels
 * (runtime/request-label.ts): never the raw path.
 */
export function routePattern(
  routes: readonly PlainRoute[],
  method: string,
  pathname: string,
): string | null {
  const router = routerOf(routes);
  const wanted = method === 'HEAD' ? 'GET' : method;
  const known = METHODS.find((m) => m === wanted);
  const found = (known && router.find(known, pathname)) || findAnyMethod(router, pathname);
  return found ? (found.store as { route: PlainRoute }).route.path : null;
}

function findAnyMethod(router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>, pathname: string) {
  for (const m of METHODS) {
    const found = router.find(m, pathname);
    if (found) return found;
  }
  return null;
}

function findRoute(routes: readonly PlainRoute[], req: Request) {
  const router = routerOf(routes);
  const { pathname } = new URL(req.url);
  // HEAD is a GET without the body (link-preview robots often send it first).
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const known = METHODS.find((m) => m === method);
  const found = known ? router.find(known, pathname) : null;
  if (found) {
    const { route } = found.store as { route: PlainRoute };
    return { route, params: found.params as Record<string, string> };
  }
  const allowed = METHODS.filter((m) => router.find(m, pathname));
  if (allowed.length === 0) throw new AppError('NOT_FOUND', 'NOT_FOUND', 'No such route');
  throw new MethodNotAllowed(allowed);
}

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
    if (e instanceof MethodNotAllowed) res.headers.set('allow', e.allow);
  }
  return withSecurityHeaders(res, getEnv().PUBLIC_BASE_URL);
}
