import { NextResponse } from 'next/server';
import { getEnv } from '@app/api/env';
import { securityHeaders } from '@app/api/security-headers';

/**
 * Runs before every page and asset request (Node.js runtime): their security headers. API answers
 * (`/api/*`) get the same headers from the runtime instead, so API calls skip this pass.
 */
export function proxy() {
  const response = NextResponse.next();
  for (const [name, value] of Object.entries(securityHeaders(getEnv().PUBLIC_BASE_URL)))
    response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ['/((?!api/|_next/static|_next/image).*)'],
};
