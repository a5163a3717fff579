import { NextResponse } from 'next/server';
import { getEnv } from '@app/api/env';
import { securityHeaders } from '~/lib/security-headers';

/** Runs before every request (Node.js runtime): the security headers of every answer. */
export function proxy() {
  const response = NextResponse.next();
  for (const [name, value] of Object.entries(securityHeaders(getEnv().PUBLIC_BASE_URL)))
    response.headers.set(name, value);
  return response;
}
