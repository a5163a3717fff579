/**
 * Security headers of every answer (pages: apps/web/src/proxy.ts; API: runtime/http.ts), pure:
 * every CSP locks framing, plugins, `<base>` and form targets; a page's runs only scripts with its
 * nonce and what they load, never inline script or `eval`.
 */
export function securityHeaders(
  publicBaseUrl: string,
  page?: { nonce: string; dev?: boolean },
): Record<string, string> {
  const https = publicBaseUrl.startsWith('https://');
  const pagePolicy = page
    ? [
        "default-src 'self'",
        // Scripts with this answer's nonce (Next puts it on its own) and what they load;
        // development keeps `eval` for React's debugging.
        `script-src 'self' 'nonce-${page.nonce}' 'strict-dynamic'${page.dev ? " 'unsafe-eval'" : ''}`,
        // Inline style attributes (positioned popovers) are not script: allowed.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        `connect-src 'self'${page.dev ? ' ws: wss:' : ''}`,
      ]
    : [];
  return {
    'Content-Security-Policy': [
      ...pagePolicy,
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

/**
 * The same headers set on an answer (the runtime's Responses are mutable). A header the handler
 * set stays (a stricter Referrer-Policy of the payment page); a handler's CSP keeps its own
 * directives and gets these added (an HTML page's style and form policy plus the framing lock).
 */
export function withSecurityHeaders(res: Response, publicBaseUrl: string): Response {
  for (const [name, value] of Object.entries(securityHeaders(publicBaseUrl))) {
    const own = res.headers.get(name);
    if (!own) res.headers.set(name, value);
    else if (name === 'Content-Security-Policy') {
      const set = new Set(own.split(';').map((d) => d.trim().split(/\s+/)[0]));
      const added = value.split('; ').filter((d) => !set.has(d.split(' ')[0]));
      res.headers.set(name, [own, ...added].join('; '));
    }
  }
  return res;
}
