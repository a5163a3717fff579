import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO = {
  head: 'head@demo.test',
  manager: 'manager@demo.test',
  realtor: 'realtor@demo.test',
  viewer: 'viewer@demo.test',
} as const;
export type DemoRole = keyof typeof DEMO;

/** Signs in through next-auth's credentials endpoint (no UI), leaving the session cookie in the page's context. */
export async function signInByApi(
  page: Page,
  login: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  const res = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, login, password, json: 'true' },
  });
  expect(res.ok()).toBe(true);
}

/** SHOTS=1: tests save pictures of their screens for a look (`shot`), in SHOTS_DIR/<spec>/. */
export const SHOTS = Boolean(process.env.SHOTS) && process.env.SHOTS !== '0';
export const SHOTS_DIR = '/tmp/e2e-shots';

/** Impacts that fail the accessibility check; `minor` and `moderate` ones are only reported. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface Fixtures {
  /** Data unique to this worker and run, so tests never collide. */
  unique: (prefix: string) => string;
  signInAs: (role: DemoRole) => Promise<Page>;
  /**
   * Runs axe-core's rules (WCAG 2.x A and AA, and its best practices) on the page as it is now and
   * fails on any `serious` or `critical` violation, listing the rule, the elements and axe's advice.
   */
  expectAccessible: (screen: string) => Promise<void>;
  /**
   * With SHOTS=1, a picture for a look (not kept in the repo): /tmp/e2e-shots/<spec>/<name>.png, of
   * the test's page (the whole page unless `fullPage: false`) or of `target` (another page, or one
   * element). Without SHOTS it does nothing.
   */
  shot: (name: string, options?: { target?: Page | Locator; fullPage?: boolean }) => Promise<void>;
}

/** What expectAccessible reads of a running animation (the DOM's Animation). */
interface PageAnimation {
  effect: { getComputedTiming(): { iterations?: number } } | null;
  finished: Promise<unknown>;
  playState: string;
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
  expectAccessible: async ({ page }, use, info) => {
    await use(async (screen) => {
      // Colours are checked as they end up: a toast or dialog still fading in or out reads as
      // low contrast mid-way. Spinners (infinite animations) are not waited for.
      // A toast raised by the same answer as a dialog starts a frame or two later: wait until two
      // frames pass with no finite animation running.
      await page.locator('html').evaluate(async (html) => {
        const view = html.ownerDocument.defaultView as unknown as {
          requestAnimationFrame(cb: () => void): number;
        };
        const frame = () => new Promise((r) => view.requestAnimationFrame(() => r(undefined)));
        for (let round = 0; round < 20; round++) {
          await frame();
          await frame();
          const running = (html.ownerDocument.getAnimations() as PageAnimation[]).filter(
            (a) =>
              a.effect?.getComputedTiming().iterations !== Infinity && a.playState === 'running',
          );
          if (running.length === 0) return;
          await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
        }
      });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
      const report = blocking.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n${v.nodes
            .map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
            .join('\n')}`,
      );
      if (violations.length > 0)
        await info.attach(`axe ${screen}`, {
          body: JSON.stringify(violations, null, 2),
          contentType: 'application/json',
        });
      // Soft: a test goes on to its next screens, so one run lists every screen's violations.
      expect.soft(report, `${screen}: serious or critical accessibility violations`).toEqual([]);
    });
  },
  shot: async ({ page }, use, info) => {
    const dir = path.join(SHOTS_DIR, path.basename(info.file).replace(/\.spec\.ts$/, ''));
    await use(async (name, { target = page, fullPage = true } = {}) => {
      if (!SHOTS) return;
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${name}.png`);
      await ('goto' in target
        ? target.screenshot({ path: file, fullPage })
        : target.screenshot({ path: file }));
    });
  },
});

export { expect };

/** A bearer-token client of the tRPC API, for setting up data without the UI. */
export async function apiAs(request: APIRequestContext, login: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/trpc/auth.login', { data: { login, password } });
  expect(res.ok()).toBe(true);
  const token = ((await res.json()) as { result: { data: { access_token: string } } }).result.data
    .access_token;
  const headers = { authorization: `Bearer ${token}` };
  return {
    async query<T>(path: string, input: unknown): Promise<T> {
      const r = await request.get(
        `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        { headers },
      );
      expect(r.ok(), `${path}: ${r.status()}`).toBe(true);
      return ((await r.json()) as { result: { data: T } }).result.data;
    },
    async mutate<T>(path: string, input: unknown): Promise<T> {
      const r = await request.post(`/api/trpc/${path}`, { headers, data: input });
      expect(r.ok(), `${path}: ${r.status()} ${await r.text()}`).toBe(true);
      return ((await r.json()) as { result: { data: T } }).result.data;
    },
  };
}
export type Api = Awaited<ReturnType<typeof apiAs>>;

export interface FreeUnit {
  id: string;
  code: string;
  number: string;
}

/** `n` available units ordered by code (`desc`: from the end), in one building if given. */
export async function freeUnits(
  api: Api,
  n: number,
  opts: { direction?: 'asc' | 'desc'; building?: string } = {},
): Promise<FreeUnit[]> {
  const filters = [{ property: 'status', operator: 'EQ', value: ['UNIT_STATUS_AVAILABLE'] }];
  if (opts.building) filters.push({ property: 'building', operator: 'EQ', value: [opts.building] });
  const page = await api.query<{ items: FreeUnit[] }>('units.list', {
    filter: { filters },
    pagination: { page: 1, limit: n, order_by: 'code', direction: opts.direction ?? 'asc' },
  });
  if (page.items.length < n) throw new Error(`fewer than ${n} free units`);
  return page.items;
}

/** Finds a unit's id by its code. */
export async function unitIdByCode(api: Api, code: string): Promise<string> {
  const page = await api.query<{ items: { id: string }[] }>('units.list', {
    filter: { filters: [{ property: 'code', operator: 'EQ', value: [code] }] },
    pagination: { page: 1, limit: 1, order_by: 'code', direction: 'asc' },
  });
  const id = page.items[0]?.id;
  if (!id) throw new Error(`no unit ${code}`);
  return id;
}
