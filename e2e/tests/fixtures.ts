import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO = {
  head: 'head@demo.test',
  manager: 'manager@demo.test',
  realtor: 'realtor@demo.test',
  viewer: 'viewer@demo.test',
} as const;
export type DemoRole = keyof typeof DEMO;

/** Signs in through next-auth's credentials endpoint (no UI), leaving the session cookie in the page's context. */
export async function signInByApi(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const res = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, login, password, json: 'true' },
  });
  expect(res.ok()).toBe(true);
}

interface Fixtures {
  /** Data unique to this worker and run, so tests never collide. */
  unique: (prefix: string) => string;
  signInAs: (role: DemoRole) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  unique: async ({}, use, info) => {
    let n = 0;
    await use((prefix) => `${prefix}-${info.workerIndex}-${Date.now().toString(36)}-${n++}`);
  },
  signInAs: async ({ page }, use) => {
    await use(async (role) => {
      await signInByApi(page, DEMO[role]);
      return page;
    });
  },
});

export { expect };
