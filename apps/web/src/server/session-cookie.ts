/**
 * The browser session (next-auth's JWT cookie) read from a Cookie header without Next.js, by
 * server.ts for API calls and by the pages (server/auth.ts getSessionUserId), so both accept the
 * same sessions: the cookie, and its session record still in force.
 */
import { getToken } from 'next-auth/jwt';
import { browserSessionLive, getEnv, setRequestUser } from '@app/api';
import { getDb } from '@app/api/server';

/** Cookies are `Secure` (and named `__Secure-…`) when the app is served over https. */
export function usesSecureCookies(): boolean {
  return getEnv().PUBLIC_BASE_URL.startsWith('https://');
}

function sessionCookieName(): string {
  return usesSecureCookies() ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

/** The session cookie and its chunks (`name.0`, `name.1` …) from a Cookie header. */
function sessionCookies(header: string, name: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    if (eq > 0 && key.startsWith(name)) found.set(key, part.slice(eq + 1).trim());
  }
  return found;
}

/** The signed-in user's id for a Cookie header, or null. */
export async function sessionUserIdFromCookie(
  header: string | null | undefined,
): Promise<string | null> {
  const name = sessionCookieName();
  if (!header?.includes(name)) return null;
  const cookies = sessionCookies(header, name);
  if (cookies.size === 0) return null;
  const token = await getToken({
    req: { cookies, headers: {} } as unknown as Parameters<typeof getToken>[0]['req'],
    secret: getEnv().AUTH_SECRET,
    secureCookie: usesSecureCookies(),
    cookieName: name,
  });
  const id = token?.sub;
  const sid = token?.sid;
  if (typeof id !== 'string' || typeof sid !== 'string' || !id || !sid) return null;
  // The cookie alone is not enough: not signed out, not ended by a password reset or deactivation.
  if (!(await browserSessionLive(await getDb(), id, sid))) return null;
  setRequestUser(id);
  return id;
}
