/**
 * Guessing payment links over a real socket: `/s/<code>` and `/pay/<token>` need no sign-in, so
 * one client address that asks for 30 unknown links in a minute gets 429 (an HTML page with
 * Retry-After) for every link, the valid ones too; another address still opens a valid link.
 */
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../src/services/rate-limit/limiter';
import { useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { bookWithLink, tokenOf } from './payment-fixtures';

const t = useTestDb();
// The listener believes X-Forwarded-For from 127.0.0.1, so each test client has its own address.
const server = useHttpServer(() => t.db, { trustedProxies: '127.0.0.1, ::1' });

const get = (path: string, ip: string) =>
  fetch(`${server.base()}${path}`, {
    headers: { 'x-forwarded-for': ip, 'user-agent': 'curl/8.5.0' },
    redirect: 'manual',
  });

const LIMIT = RATE_LIMITS.linkMissByIp.points;

describe('guessing payment links', () => {
  it('30 unknown short codes from one address, then 429 with Retry-After for every link; others unaffected', async () => {
    const { link } = await bookWithLink(t.db);
    const guesser = '198.51.100.7';
    for (let i = 0; i < LIMIT; i++) {
      const code = `Zz${String(i).padStart(6, '0')}`;
      expect((await get(`/s/${code}`, guesser)).status, code).toBe(404);
    }
    const refused = await get('/s/Zz999999', guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toContain('text/html');
    const html = await refused.text();
    expect(html).toContain('Слишком много запросов');
    expect(html).toContain('href="tel:'); // the sales office's phone, as on every public page
    // The guesser is refused a valid link too (no oracle), on both paths.
    expect((await get(`/s/${link.short_code}`, guesser)).status).toBe(429);
    const token = await tokenOf(t.db, link.id);
    expect((await get(`/pay/${token}`, guesser)).status).toBe(429);

    // Everyone else opens it as before.
    const other = await get(`/s/${link.short_code}`, '198.51.100.8');
    expect(other.status).toBe(302);
    expect((await get(`/pay/${token}`, '198.51.100.8')).status).toBe(200);
  });

  it('unknown and forged /pay/<token> count as misses; valid links do not', async () => {
    const { link } = await bookWithLink(t.db);
    const token = await tokenOf(t.db, link.id);
    const visitor = '198.51.100.9';
    // Opening a valid link many times is never limited.
    for (let i = 0; i < LIMIT + 5; i++)
      expect((await get(`/pay/${token}`, visitor)).status).toBe(200);
    const forged = `${token.slice(0, -4)}AAAA`;
    for (let i = 0; i < LIMIT; i++)
      expect((await get(`/pay/${forged}`, visitor)).status).not.toBe(429);
    expect((await get(`/pay/${forged}`, visitor)).status).toBe(429);
    expect((await get(`/pay/${token}`, visitor)).status).toBe(429);
  });
});
