import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures';

/** Security headers on every kind of answer (issue 7): pages, the API, static assets. */
test('pages, API answers and assets carry the security headers; signed-in API answers are not cached', async ({
  request,
}) => {
  // Also what the API does not make: the probes, next-auth's routes and Next's own 308s.
  for (const path of [
    '/sign-in',
    '/api/trpc/health',
    '/icon.svg',
    '/livez',
    '/readyz',
    '/api/auth/providers',
    '/api/auth/csrf',
    '/sign-in/',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    if (path.endsWith('/') && path !== '/') expect(res.status(), path).toBe(308);
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

/**
 * The script policy (issue 7): each page answer has its own nonce, no inline script or eval is
 * allowed, Next's scripts carry the nonce, and the screens work under it (no violation reported).
 */
test('pages run under a per-answer nonce script policy without a violation', async ({
  page,
  signInAs,
}) => {
  const violations: string[] = [];
  await page.addInitScript({
    content: `window.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));`,
  });
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text());
  });

  const first = await page.goto('/sign-in');
  const second = await page.request.get('/sign-in');
  const policy = (res: { headers(): Record<string, string> } | null) =>
    res?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy(first))?.[1];
  expect(nonce).toBeTruthy();
  expect(policy(second)).not.toContain(`'nonce-${nonce}'`);
  const scriptSrc = policy(first)
    .split('; ')
    .find((d) => d.startsWith('script-src'));
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  const scripts = await page
    .locator('script')
    .evaluateAll((els: { nonce?: string }[]) => els.map((el) => el.nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((n) => n === nonce)).toBe(true);

  await signInAs('manager');
  await page.goto('/units');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/bookings');
  await expect(page.getByRole('main')).toBeVisible();
  const reported = await page.evaluate<string[]>('window.__csp');
  expect([...violations, ...reported]).toEqual([]);
});
