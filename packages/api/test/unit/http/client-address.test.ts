import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies } from '../../../src/lib/client-address';

describe('the client address', () => {
  const none = parseTrustedProxies('');
  const proxies = parseTrustedProxies('10.0.0.0/8, 192.0.2.7, ::1');

  it('is the socket peer when no proxy is trusted, whatever the client claims', () => {
    expect(clientAddress('203.0.113.5', '1.2.3.4', none)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.5', undefined, none)).toBe('203.0.113.5');
    expect(clientAddress(undefined, '1.2.3.4', none)).toBe('unknown');
  });

  it('is the peer when the peer is not a trusted proxy, even if a trusted one is listed', () => {
    expect(clientAddress('203.0.113.5', '10.1.1.1', proxies)).toBe('203.0.113.5');
  });

  it('is the nearest untrusted hop behind trusted proxies, read from the right', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.9', proxies)).toBe('198.51.100.9');
    // A client-chosen first hop is ignored: the proxy appended the real one.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.9', proxies)).toBe('198.51.100.9');
    expect(clientAddress('::1', '6.6.6.6, 198.51.100.9, 192.0.2.7', proxies)).toBe('198.51.100.9');
    expect(clientAddress('10.0.0.2', '10.0.0.3, 10.0.0.4', proxies)).toBe('10.0.0.3');
  });

  it('does not believe a hop that is not an address', () => {
    expect(clientAddress('10.0.0.2', 'unknown', proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', `${'x'.repeat(300)}`, proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '', proxies)).toBe('10.0.0.2');
  });

  it('refuses a setting that is not addresses or ranges, naming the entry', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('"10.0.0.0/33"');
    expect(() => parseTrustedProxies('proxy.local')).toThrow('"proxy.local"');
    expect(() => parseTrustedProxies('::1/129')).toThrow('"::1/129"');
    expect(() => parseTrustedProxies(' , ')).not.toThrow();
  });
});
