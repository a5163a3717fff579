import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/lib/security-headers';

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
