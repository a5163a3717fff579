import { expect, test } from './fixtures';

/**
 * The interactive API reference `/api/docs` (issue 22, docs/api.md#rest): served by the app itself
 * from the installed swagger-ui-dist, it shows the operations of /api/openapi.json, every request
 * it makes goes to the app's own origin (no CDN, fonts or validator), and its strict CSP (no inline
 * script or style) reports no violation.
 */
test('/api/docs shows the REST operations using only the app’s own origin, under its CSP', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  const outside: string[] = [];
  const requested: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    requested.push(url);
    if (new URL(url).origin !== origin) {
      outside.push(url);
      return route.abort();
    }
    return route.continue();
  });
  await page.addInitScript({
    content: `window.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));`,
  });

  const res = await page.goto('/api/docs');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(
    page.locator('.opblock-summary-path', { hasText: '/api/v1/bookings/create' }),
  ).toBeVisible();
  await page.locator('.opblock-summary-path', { hasText: /^\/api\/v1\/bookings\/create$/ }).click();
  await expect(page.locator('.opblock.is-open').getByText('Idempotency-Key').first()).toBeVisible();

  expect(outside).toEqual([]);
  expect(requested.some((u) => u.endsWith('/api/openapi.json'))).toBe(true);
  expect(await page.evaluate(() => (globalThis as unknown as { __csp: string[] }).__csp)).toEqual([]);
});
