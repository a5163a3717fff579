import type { Db } from '@app/db';
import { loadAuthUserCached, verifyAccessToken, type AuthUser } from './services/auth';
import { unauthorized, type AppError } from './errors';

export interface Context {
  db: Db;
  user: AuthUser | null;
  /** How the user was authenticated: bearer token (API clients) or next-auth cookie (the web app). */
  authVia: 'bearer' | 'cookie' | null;
  /** Why a presented credential was refused (expired token...), reported by protected procedures. */
  authError: AppError | null;
  ip: string;
  /** The request's Origin header, for the cookie CSRF check. */
  origin: string | null;
  /** Origins the app itself is served from. */
  allowedOrigins: string[];
}

export interface CreateContextOptions {
  db: Db;
  headers: Headers;
  /** Resolves the next-auth session's user id (web app only). */
  sessionUserId?: () => Promise<string | null>;
  allowedOrigins?: string[];
}

export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip') || 'unknown';
}

export async function createContext(opts: CreateContextOptions): Promise<Context> {
  const base = {
    db: opts.db,
    ip: clientIp(opts.headers),
    origin: opts.headers.get('origin'),
    allowedOrigins: opts.allowedOrigins ?? [],
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
    try {
      const userId = await verifyAccessToken(token);
      const user = await loadAuthUserCached(opts.db, userId);
      return { ...base, user, authVia: user ? 'bearer' : null, authError: null };
    } catch (e) {
      return { ...base, user: null, authVia: null, authError: e as AppError };
    }
  }
  const sessionUserId = await opts.sessionUserId?.();
  const user = sessionUserId ? await loadAuthUserCached(opts.db, sessionUserId) : null;
  return { ...base, user, authVia: user ? 'cookie' : null, authError: null };
}
