/**
 * Security headers of every answer: pages and assets get them from the web's proxy
 * (apps/web/src/proxy.ts), API answers from the runtime (runtime/http.ts), so API calls do not
 * pay for a proxy pass. Pure, so it is unit-tested. The CSP here locks framing, plugins, `<base>` and form targets; a script policy
 * with per-request nonces is the next step (docs/security.md).
 */
export function securityHeaders(publicBaseUrl: string): Record<string, string> {
  const https = publicBaseUrl.startsWith('https://');
  return {
    'Content-Security-Policy': [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      ...(https ? ['upgrade-insecure-requests'] : []),
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The same headers set on an answer (the runtime's Responses are mutable). */
export function withSecurityHeaders(res: Response, publicBaseUrl: string): Response {
  for (const [name, value] of Object.entries(securityHeaders(publicBaseUrl)))
    res.headers.set(name, value);
  return res;
}
