import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const requests = []; const outside = [];
await page.route('**/*', (route) => {
  const url = route.request().url();
  requests.push(url);
  if (!url.startsWith('http://127.0.0.1:3110/')) { outside.push(url); return route.abort(); }
  return route.continue();
});
const messages = [];
page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
await page.goto('http://127.0.0.1:3110/api/docs', { waitUntil: 'networkidle' });
await page.waitForSelector('.opblock', { timeout: 15000 });
await page.screenshot({ path: '/tmp/rest-docs.png' });
const op = page.locator('.opblock-summary-path', { hasText: /^\/api\/v1\/bookings\/create$/ });
await op.scrollIntoViewIfNeeded(); await op.click();
await page.locator('text=Responses').first().waitFor();
await page.locator('.opblock.is-open').first().scrollIntoViewIfNeeded();
await page.waitForTimeout(500);
await page.locator('.opblock.is-open').first().screenshot({ path: '/tmp/rest-docs-open.png' });

console.log('requests', [...new Set(requests)]);
console.log('outside', outside);
console.log('messages', messages);
await browser.close();
