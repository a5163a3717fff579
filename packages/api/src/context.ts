import type { Db } from '@app/db';
import { AppError, unauthorized } from './errors';
import { setRequestUser } from './lib/request-context';
import { clientIp } from './runtime/http';
import { authenticateApiKey, looksLikeApiKey } from './services/api-keys';
import {
  issuedBeforeReset,
  loadAuthUserCached,
  verifyAccessToken,
  type AuthUser,
} from './services/auth';
import { consume } from './services/rate-limit';

export interface Context {
  db: Db;
  user: AuthUser | null;
  /**
   * How the user was authenticated: bearer access token (API clients), bearer API key (other
   * systems, `bk_…`: the key's service user) or next-auth cookie (the web app).
   */
  authVia: 'bearer' | 'apiKey' | 'cookie' | null;
  /** The API key the call came with (its own rate limit), when `authVia` is `apiKey`. */
  apiKeyId?: string;
  /** Why a presented credential was refused (expired token...), reported by protected procedures. */
  authError: AppError | null;
  ip: string;
  /** The request's Origin header, for the cookie CSRF check. */
  origin: string | null;
  /** Origins the app itself is served from. */
  allowedOrigins: string[];
  /**
   * The request's `Idempotency-Key` (null: none) and how many calls the request holds; `replayed`
   * is set when a mutation's answer is a stored one (the `Idempotent-Replayed` header). Shared by
   * every copy of the context a request's middlewares make. Absent: no key (server-side callers).
   */
  idempotency?: IdempotencyRequest;
}

export interface IdempotencyRequest {
  key: string | null;
  calls: number;
  replayed: boolean;
}

export interface CreateContextOptions {
  db: Db;
  headers: Headers;
  /** Resolves the next-auth session's user id (web app only). */
  sessionUserId?: () => Promise<string | null>;
  allowedOrigins?: string[];
  /** How many calls the request holds (a tRPC batch); default 1. */
  calls?: number;
}

export async function createContext(opts: CreateContextOptions): Promise<Context> {
  const base = {
    db: opts.db,
    ip: clientIp(opts.headers),
    origin: opts.headers.get('origin'),
    allowedOrigins: opts.allowedOrigins ?? [],
    idempotency: {
      key: opts.headers.get('idempotency-key'),
      calls: opts.calls ?? 1,
      replayed: false,
    },
  };
  const authorization = opts.headers.get('authorization');
  if (authorization) {
    const [scheme, token] = authorization.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      return {
        ...base,
        user: null,
        authVia: null,
        authError: unauthorized('INVALID_TOKEN', 'Use Authorization: Bearer <access_token>'),
      };
    }
    if (looksLikeApiKey(token)) {
      try {
        const { user, keyId } = await authenticateApiKey(opts.db, token);
        setRequestUser(user.id);
        return { ...base, user, authVia: 'apiKey', apiKeyId: keyId, authError: null };
      } catch (e) {
        // As for a token: reported by the procedure (a database outage there is its 503).
        return { ...base, user: null, authVia: null, authError: e as AppError };
      }
    }
    try {
      const verified = await verifyAccessToken(token);
      const user = await loadAuthUserCached(opts.db, verified.sub);
      if (user && issuedBeforeReset(verified.iat, user.credentialsChangedAt))
        throw unauthorized(
          'INVALID_TOKEN',
          'The password was reset after this token was issued: sign in again',
        );
      if (user) setRequestUser(user.id);
      return { ...base, user, authVia: user ? 'bearer' : null, authError: null };
    } catch (e) {
      return { ...base, user: null, authVia: null, authError: e as AppError };
    }
  }
  const sessionUserId = await opts.sessionUserId?.();
  const user = sessionUserId ? await loadAuthUserCached(opts.db, sessionUserId) : null;
  if (user) setRequestUser(user.id);
  return { ...base, user, authVia: user ? 'cookie' : null, authError: null };
}

/**
 * The signed-in user a call needs, or its refusal: 401 without one, 403 for a cookie-authenticated
 * mutation from another origin (CSRF). Counts the call against the user's rate limit (429). Shared
 * by the protected procedures and the plain HTTP routes.
 */
export async function requireUser(ctx: Context, mutation: boolean): Promise<AuthUser> {
  if (!ctx.user) throw ctx.authError ?? unauthorized();
  if (
    mutation &&
    ctx.authVia === 'cookie' &&
    !(ctx.origin && ctx.allowedOrigins.includes(ctx.origin))
  ) {
    throw new AppError('FORBIDDEN', 'CSRF_ORIGIN_MISMATCH', 'Cross-site request refused');
  }
  if (ctx.authVia === 'apiKey' && ctx.apiKeyId) await consume(ctx.db, 'apiByKey', ctx.apiKeyId);
  else await consume(ctx.db, 'apiByUser', ctx.user.id);
  return ctx.user;
}
