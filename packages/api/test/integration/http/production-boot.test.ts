/**
 * An empty database started with APP_ENV=production never gets the demo data: its first sales head
 * comes from ADMIN_EMAIL / ADMIN_PASSWORD, beside the system data the app needs to run.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bootDatabase,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  holidays,
  isStartRefused,
  offices,
  partners,
  readDbEnv,
  regions,
  roles,
  units,
  users,
  type DbHandle,
} from '@app/db';
import { createContext } from '../../../src/context';
import { anonymousCaller, createCaller, expectAppError } from '../../helpers';

const ADMIN = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-secret-4711' };
/** A fresh in-memory PGlite, whatever DATABASE_URL the run has: only this test sees it. */
const boot = (env: Record<string, string>) =>
  bootDatabase({ pgliteDir: 'memory://' }, readDbEnv({ APP_ENV: 'production', ...env }));

describe('an empty database started with APP_ENV=production', () => {
  let handle: DbHandle | undefined;
  afterAll(async () => {
    await handle?.close();
  });

  it('gets no demo data, the system data, and one sales head from ADMIN_* who can log in', async () => {
    handle = await boot(ADMIN);
    const { db } = handle;
    const people = await db.select().from(users).where(eq(users.is_system, false));
    expect(people.map((u) => u.email)).toEqual([ADMIN.ADMIN_EMAIL]);
    const [system] = await db.select().from(users).where(eq(users.is_system, true));
    expect(system?.password_hash).toBe('!');
    const countOf = async (table: typeof roles | typeof holidays | typeof regions) =>
      (await db.select({ n: count() }).from(table))[0]?.n;
    expect(await countOf(roles)).toBe(5);
    expect(await countOf(holidays)).toBe(30);
    expect(await countOf(regions)).toBe(3);
    for (const demo of [units, offices, partners])
      expect((await db.select({ n: count() }).from(demo))[0]?.n).toBe(0);

    const anonymous = await anonymousCaller(db);
    const tokens = await anonymous.auth.login({
      login: ADMIN.ADMIN_EMAIL,
      password: ADMIN.ADMIN_PASSWORD,
    });
    const me = await createCaller(
      await createContext({
        db,
        headers: new Headers({ authorization: `Bearer ${tokens.access_token}` }),
      }),
    ).users.me();
    expect(me.email).toBe(ADMIN.ADMIN_EMAIL);
    expect(me.roles).toContain('ROLE_SALES_HEAD');
    for (const account of DEMO_ACCOUNTS)
      await expectAppError(
        anonymous.auth.login({ login: account.email, password: DEMO_PASSWORD }),
        'UNAUTHORIZED',
        'INVALID_CREDENTIALS',
      );
  });

  it('refuses to start without ADMIN_EMAIL / ADMIN_PASSWORD, saying what to set', async () => {
    const refused = boot({});
    await expect(refused).rejects.toThrow(
      /no users and APP_ENV=production[\s\S]*set ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
    // The server stops with this message rather than retrying.
    expect(isStartRefused(await refused.catch((e: unknown) => e))).toBe(true);
    await expect(boot({ ADMIN_EMAIL: ADMIN.ADMIN_EMAIL })).rejects.toThrow(/set ADMIN_PASSWORD \(/);
  });

  it('refuses SEED_DEMO=true and a short ADMIN_PASSWORD', () => {
    expect(() => readDbEnv({ APP_ENV: 'production', SEED_DEMO: 'true', ...ADMIN })).toThrow(
      /SEED_DEMO=true is refused with APP_ENV=production/,
    );
    expect(() =>
      readDbEnv({ APP_ENV: 'production', ...ADMIN, ADMIN_PASSWORD: 'short-pw' }),
    ).toThrow(/ADMIN_PASSWORD must be at least 12 characters/);
  });
});
