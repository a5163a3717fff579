/**
 * A request's label for its log line and its metrics: a small, fixed set of values, never an id
 * or a raw path (a customer page's path carries its link token).
 *
 * - tRPC (`/api/trpc/<path>`): the procedure's path (`bookings.list`); a batch of several known
 *   procedures is `batch`; a name that is not a procedure makes the whole request `unknown`.
 * - REST (`/api/v1/<path>`): the procedure's path, for any method (a 405 included).
 * - A plain route (runtime/route-table.ts): its pattern, e.g. `/api/documents/:id/pdf`, also for
 *   the wrong method (a 405); another `/api/` path is `unknown`.
 * - `/livez`, `/readyz`, `/metrics`: themselves.
 * - Next: `next-auth` (`/api/auth/*`), `next-static` (`/_next/static/*`), `next` (pages, other
 *   `/_next/*` assets, and any other path, a 404 included).
 */
import { CUSTOMER_PAGE_PREFIXES } from '../customer-pages';
import { appRouter } from '../root';
import { REST_BY_PATH, REST_PREFIX } from './rest/operations';
import { ROUTES } from './route-table';
import { routePattern } from './routes';

const TRPC = '/api/trpc';
const OWN = new Set(['/livez', '/readyz', '/metrics']);
const procedures = appRouter._def.procedures as Record<string, unknown>;

export type RequestLabelInput = { method?: string | undefined; url?: string | undefined };

/** The label of the request `method url` (a node request fits); bounded, see above. */
export function requestLabel({ method, url }: RequestLabelInput): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  const pathname = query === -1 ? raw : raw.slice(0, query);
  if (pathname.startsWith('/api/')) return apiLabel(method ?? 'GET', pathname);
  if (OWN.has(pathname)) return pathname;
  if (pathname.startsWith('/_next/static/')) return 'next-static';
  if (!CUSTOMER_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'next';
  return routePattern(ROUTES, method ?? 'GET', pathname) ?? 'unknown';
}

function apiLabel(method: string, pathname: string): string {
  if (pathname.startsWith(TRPC + '/')) return procedureLabel(pathname.slice(TRPC.length + 1));
  if (pathname.startsWith(REST_PREFIX + '/'))
    return REST_BY_PATH.get(pathname.slice(REST_PREFIX.length))?.procedure ?? 'unknown';
  if (pathname === '/api/auth' || pathname.startsWith('/api/auth/')) return 'next-auth';
  return routePattern(ROUTES, method, pathname) ?? 'unknown';
}

/** `bookings.list`; `a,b` (a batch) as `batch`; `unknown` when a name is not a procedure. */
function procedureLabel(encoded: string): string {
  let names: string;
  try {
    names = encoded.includes('%') ? decodeURIComponent(encoded) : encoded;
  } catch {
    return 'unknown';
  }
  if (!names.includes(',')) return Object.hasOwn(procedures, names) ? names : 'unknown';
  return names.split(',').every((name) => Object.hasOwn(procedures, name)) ? 'batch' : 'unknown';
}
