import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures';

/** Security headers on every kind of answer (issue 7): pages, the API, static assets. */
test('pages, API answers and assets carry the security headers; signed-in API answers are not cached', async ({
  request,
}) => {
  for (const path of ['/sign-in', '/api/trpc/health', '/icon.svg']) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    // The e2e app is served over http: no HSTS there.
    expect(h['strict-transport-security'], path).toBeUndefined();
  }

  const login = await request.post('/api/trpc/auth.login', {
    data: { login: DEMO.manager, password: DEMO_PASSWORD },
  });
  const { access_token } = ((await login.json()) as { result: { data: { access_token: string } } })
    .result.data;
  const me = await request.get('/api/trpc/users.me', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(me.ok()).toBe(true);
  expect(me.headers()['cache-control']).toContain('no-store');
});
