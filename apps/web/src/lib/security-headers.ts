/**
 * Security headers of every answer (pages, API, assets), set by src/proxy.ts. Pure, so it is
 * unit-tested. The CSP here locks framing, plugins, `<base>` and form targets; a script policy
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
