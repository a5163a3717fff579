import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '@app/api/env';
import { securityHeaders } from '@app/api/security-headers';

/**
 * Runs before every page and asset request (Node.js runtime): their security headers, with a
 * fresh script nonce per answer. Next.js reads the nonce from the request's
 * Content-Security-Policy and puts it on the scripts it renders (pages are rendered per request:
 * the root layout reads the locale cookie). API answers (`/api/*`) get their headers from the
 * runtime instead, so API calls skip this pass.
 */
export function proxy(request: NextRequest) {
  const env = getEnv();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
  const headers = securityHeaders(env.PUBLIC_BASE_URL, { nonce, dev: env.isDev });
  const forwarded = new Headers(request.headers);
  forwarded.set('content-security-policy', headers['Content-Security-Policy'] ?? '');
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ['/((?!api/|_next/static|_next/image).*)'],
};
