import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../src/lib/security-headers';

describe('securityHeaders', () => {
  it('forbids framing, sniffing and leaking the full referrer on every answer', () => {
    const h = securityHeaders('http://localhost:3000');
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(h['Content-Security-Policy']).toContain("object-src 'none'");
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('adds HSTS and upgrades requests only when the app is served over https', () => {
    expect(securityHeaders('http://localhost:3000')).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    const https = securityHeaders('https://booking.example.com');
    expect(https['Strict-Transport-Security']).toMatch(/max-age=\d{7,}/);
    expect(https['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });
});

describe('the page policy', () => {
  it('runs only scripts with the answer nonce, never inline script or eval in production', () => {
    const csp = securityHeaders('http://localhost:3000', { nonce: 'abc123' })[
      'Content-Security-Policy'
    ];
    const scripts = csp?.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts).not.toContain('unsafe-eval');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('keeps eval for React in development only', () => {
    const dev = securityHeaders('http://localhost:3000', { nonce: 'n', dev: true });
    expect(dev['Content-Security-Policy']).toContain("'unsafe-eval'");
  });
});
