import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, mailOutbox, refreshTokens, demoUserId, users } from '@app/db';
import { anonymousCaller, callerAs, createCaller, expectAppError, useTestDb } from '../../helpers';
import { createContext } from '../../../src/context';

const t = useTestDb();

async function bearerCaller(accessToken: string) {
  return createCaller(
    await createContext({
      db: t.db,
      headers: new Headers({ authorization: `Bearer ${accessToken}` }),
    }),
  );
}

describe('auth.login', () => {
  it('signs each demo account in by e-mail and returns a working access token', async () => {
    for (const email of [
      'head@demo.test',
      'manager@demo.test',
      'realtor@demo.test',
      'viewer@demo.test',
    ]) {
      const tokens = await (
        await anonymousCaller(t.db)
      ).auth.login({ login: email, password: DEMO_PASSWORD });
      expect(tokens.access_token.split('.')).toHaveLength(3);
      expect(tokens.refresh_token.length).toBeGreaterThan(30);
      const me = await (await bearerCaller(tokens.access_token)).users.me();
      expect(me.email).toBe(email);
      expect(me.roles).toContain('ROLE_USER');
      expect(me).not.toHaveProperty('password_hash');
    }
  });

  it('accepts the phone number and any case of the e-mail', async () => {
    const caller = await anonymousCaller(t.db);
    await expect(
      caller.auth.login({ login: '+79990000002', password: DEMO_PASSWORD }),
    ).resolves.toHaveProperty('access_token');
    await expect(
      caller.auth.login({ login: 'MANAGER@Demo.Test', password: DEMO_PASSWORD }),
    ).resolves.toHaveProperty('access_token');
  });

  it('gives the same 401 INVALID_CREDENTIALS for a wrong password and an unknown login', async () => {
    const caller = await anonymousCaller(t.db);
    const a = await expectAppError(
      caller.auth.login({ login: 'head@demo.test', password: 'wrong-password' }),
      'UNAUTHORIZED',
      'INVALID_CREDENTIALS',
    );
    const b = await expectAppError(
      caller.auth.login({ login: 'nobody@demo.test', password: 'wrong-password' }),
      'UNAUTHORIZED',
      'INVALID_CREDENTIALS',
    );
    expect(a.message).toBe(b.message);
  });

  it('enforces the 6..100 limits with field messages', async () => {
    const caller = await anonymousCaller(t.db);
    const e = await expectAppError(
      caller.auth.login({ login: 'abc', password: 'x'.repeat(101) }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(Object.keys(e.fieldErrors ?? {}).sort()).toEqual(['login', 'password']);
  });

  it('refuses a deactivated user', async () => {
    const caller = await callerAs(t.db, 'head');
    const { item } = await caller.users.register({
      email: 'gone@test.local',
      password: 'secret-123',
      phone: '+79995550001',
      first_name: 'Ушедший',
    });
    await t.db.update(users).set({ active: false }).where(eq(users.id, item.id));
    await expectAppError(
      (await anonymousCaller(t.db)).auth.login({
        login: 'gone@test.local',
        password: 'secret-123',
      }),
      'UNAUTHORIZED',
      'USER_INACTIVE',
    );
  });

  it('limits attempts to 10 a minute per login and address, with a Retry-After', async () => {
    const caller = await anonymousCaller(t.db);
    for (let i = 0; i < 10; i++) {
      await expectAppError(
        caller.auth.login({ login: 'viewer@demo.test', password: `wrong-${i}-pass` }),
        'UNAUTHORIZED',
      );
    }
    // An eleventh try from that address, even with the right password, is refused.
    const e = await expectAppError(
      caller.auth.login({ login: 'viewer@demo.test', password: DEMO_PASSWORD }),
      'TOO_MANY_REQUESTS',
      'RATE_LIMITED',
    );
    expect((e as { retryAfter?: number }).retryAfter).toBeGreaterThan(0);
    // The owner elsewhere is not locked out by one address's guesses.
    await expect(
      (await anonymousCaller(t.db)).auth.login({
        login: 'viewer@demo.test',
        password: DEMO_PASSWORD,
      }),
    ).resolves.toHaveProperty('access_token');
  });

  it('counts failures per account from many addresses (30 a minute), whether the login is the e-mail, the phone or in capitals', async () => {
    const head = await callerAs(t.db, 'head');
    await head.users.register({
      email: 'per-account@demo.test',
      password: 'right-password-1',
      phone: '+79990001234',
      first_name: 'Лимит',
      roles: ['ROLE_MANAGER'],
    });
    const logins = ['per-account@demo.test', '+79990001234', 'PER-ACCOUNT@demo.test'];
    for (let i = 0; i < 30; i++) {
      const caller = await anonymousCaller(t.db);
      await expectAppError(
        caller.auth.login({ login: logins[i % 3] as string, password: `wrong-${i}-pass` }),
        'UNAUTHORIZED',
      );
    }
    await expectAppError(
      (await anonymousCaller(t.db)).auth.login({
        login: '+79990001234',
        password: 'right-password-1',
      }),
      'TOO_MANY_REQUESTS',
      'RATE_LIMITED',
    );
  });

  it("does not lock an office out: one account's failures leave the others at that address alone, up to 100 a minute", async () => {
    const office = { 'x-forwarded-for': '203.0.113.77' };
    const anon = await anonymousCaller(t.db, office);
    for (let i = 0; i < 10; i++)
      await expectAppError(
        anon.auth.login({ login: 'viewer@demo.test', password: `typo-${i}-pass` }),
        'UNAUTHORIZED',
      );
    await expectAppError(
      anon.auth.login({ login: 'viewer@demo.test', password: 'typo-x-pass' }),
      'TOO_MANY_REQUESTS',
    );
    // A colleague behind the same address signs in.
    await expect(
      anon.auth.login({ login: 'head@demo.test', password: DEMO_PASSWORD }),
    ).resolves.toHaveProperty('access_token');
    // Guessing across many logins from one address stops at 100 failures a minute.
    for (let i = 0; i < 89; i++)
      await expectAppError(
        anon.auth.login({ login: `user${i}@nowhere.test`, password: 'whatever' }),
        'UNAUTHORIZED',
      );
    await expectAppError(
      anon.auth.login({ login: 'manager@demo.test', password: DEMO_PASSWORD }),
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('auth.refresh', () => {
  it('rotates the refresh token and detects reuse by revoking the whole family', async () => {
    const anon = await anonymousCaller(t.db);
    const first = await anon.auth.login({ login: 'manager@demo.test', password: DEMO_PASSWORD });
    const second = await anon.auth.refresh({ refresh_token: first.refresh_token });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = await anon.auth.refresh({ refresh_token: second.refresh_token });

    // The first token is presented again: reuse. The newest token of the family dies with it.
    await expectAppError(
      anon.auth.refresh({ refresh_token: first.refresh_token }),
      'UNAUTHORIZED',
      'REFRESH_TOKEN_REUSED',
    );
    await expectAppError(
      anon.auth.refresh({ refresh_token: third.refresh_token }),
      'UNAUTHORIZED',
      'REFRESH_TOKEN_REVOKED',
    );
  });

  it('keeps other sessions of the same user alive when one family is revoked', async () => {
    const anon = await anonymousCaller(t.db);
    const a = await anon.auth.login({ login: 'realtor@demo.test', password: DEMO_PASSWORD });
    const b = await anon.auth.login({ login: 'realtor@demo.test', password: DEMO_PASSWORD });
    await anon.auth.refresh({ refresh_token: a.refresh_token });
    await expectAppError(
      anon.auth.refresh({ refresh_token: a.refresh_token }),
      'UNAUTHORIZED',
      'REFRESH_TOKEN_REUSED',
    );
    await expect(anon.auth.refresh({ refresh_token: b.refresh_token })).resolves.toHaveProperty(
      'access_token',
    );
  });

  it('stores only hashes and refuses unknown and expired tokens', async () => {
    const anon = await anonymousCaller(t.db);
    const tokens = await anon.auth.login({ login: 'head@demo.test', password: DEMO_PASSWORD });
    const stored = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, tokens.refresh_token));
    expect(stored).toHaveLength(0);
    await expectAppError(
      anon.auth.refresh({ refresh_token: 'not-a-token' }),
      'UNAUTHORIZED',
      'INVALID_REFRESH_TOKEN',
    );
    await t.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.user_id, demoUserId('head')));
    await expectAppError(
      anon.auth.refresh({ refresh_token: tokens.refresh_token }),
      'UNAUTHORIZED',
      'REFRESH_TOKEN_EXPIRED',
    );
  });
});

describe('access tokens', () => {
  it('rejects a missing, malformed or forged token', async () => {
    await expectAppError((await anonymousCaller(t.db)).users.me(), 'UNAUTHORIZED', 'UNAUTHORIZED');
    await expectAppError(
      (await bearerCaller('abc.def.ghi')).users.me(),
      'UNAUTHORIZED',
      'INVALID_TOKEN',
    );
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(demoUserId('head'))
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    await expectAppError((await bearerCaller(forged)).users.me(), 'UNAUTHORIZED', 'INVALID_TOKEN');
  });

  it('expires after 15 minutes', async () => {
    const { signAccessToken } = await import('../../../src/services/auth/tokens');
    const old = await signAccessToken(demoUserId('head'), new Date(Date.now() - 16 * 60 * 1000));
    await expectAppError((await bearerCaller(old)).users.me(), 'UNAUTHORIZED', 'TOKEN_EXPIRED');
  });
});

describe('password recovery', () => {
  const latestMailTo = async (to: string) => {
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    return rows.at(-1);
  };

  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const anon = await anonymousCaller(t.db);
    const known = await anon.auth.requestPasswordReset({ email: 'viewer@demo.test' });
    const unknown = await anon.auth.requestPasswordReset({ email: 'stranger@demo.test' });
    expect(known.message).toBe(unknown.message);
    expect(await latestMailTo('viewer@demo.test')).toBeDefined();
    expect(await latestMailTo('stranger@demo.test')).toBeUndefined();
  });

  it('resets the password once with the mailed token and ends every session', async () => {
    const anon = await anonymousCaller(t.db);
    const session = await anon.auth.login({ login: 'manager@demo.test', password: DEMO_PASSWORD });
    await anon.auth.requestPasswordReset({ email: 'manager@demo.test' });
    const mail = await latestMailTo('manager@demo.test');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(token).not.toBe('');

    await anon.auth.resetPassword({ token, new_password: 'brand-new-pass' });
    await expectAppError(
      anon.auth.resetPassword({ token, new_password: 'another-pass' }),
      'BAD_REQUEST',
      'RESET_TOKEN_INVALID',
    );
    await expectAppError(
      anon.auth.refresh({ refresh_token: session.refresh_token }),
      'UNAUTHORIZED',
      'REFRESH_TOKEN_REVOKED',
    );
    await expectAppError(
      anon.auth.login({ login: 'manager@demo.test', password: DEMO_PASSWORD }),
      'UNAUTHORIZED',
      'INVALID_CREDENTIALS',
    );
    await expect(
      anon.auth.login({ login: 'manager@demo.test', password: 'brand-new-pass' }),
    ).resolves.toHaveProperty('access_token');
  });

  it('refuses an expired token', async () => {
    const anon = await anonymousCaller(t.db);
    await anon.auth.requestPasswordReset({ email: 'realtor@demo.test' });
    const mail = await latestMailTo('realtor@demo.test');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const { passwordResetTokens } = await import('@app/db');
    await t.db.update(passwordResetTokens).set({ expires_at: new Date(Date.now() - 1) });
    await expectAppError(
      anon.auth.resetPassword({ token, new_password: 'brand-new-pass' }),
      'BAD_REQUEST',
      'RESET_TOKEN_INVALID',
    );
  });

  it('allows 5 requests an hour per address', async () => {
    const anon = await anonymousCaller(t.db);
    for (let i = 0; i < 5; i++) await anon.auth.requestPasswordReset({ email: 'limit@demo.test' });
    await expectAppError(
      anon.auth.requestPasswordReset({ email: 'Limit@demo.test' }),
      'TOO_MANY_REQUESTS',
      'RATE_LIMITED',
    );
  });
});

describe('rate limits and successful sign-ins', () => {
  it('does not count successful sign-ins against the IP address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.150' };
    for (let i = 0; i < 15; i++) {
      await expect(
        (await anonymousCaller(t.db, headers)).auth.login({
          login: 'realtor@demo.test',
          password: DEMO_PASSWORD,
        }),
      ).resolves.toHaveProperty('access_token');
    }
    for (let i = 0; i < 10; i++) {
      await expectAppError(
        (await anonymousCaller(t.db, headers)).auth.login({
          login: 'realtor@demo.test',
          password: 'wrong-pass',
        }),
        'UNAUTHORIZED',
        'INVALID_CREDENTIALS',
      );
    }
    await expectAppError(
      (await anonymousCaller(t.db, headers)).auth.login({
        login: 'realtor@demo.test',
        password: DEMO_PASSWORD,
      }),
      'TOO_MANY_REQUESTS',
      'RATE_LIMITED',
    );
  });
});

describe('the signed-in user cache', () => {
  it('serves a user for at most 5 seconds, so a deactivation takes effect within that', async () => {
    const { loadAuthUserCached, AUTH_USER_CACHE_MS } =
      await import('../../../src/services/auth/current-user');
    const head = await callerAs(t.db, 'head');
    const { item } = await head.users.register({
      email: 'cached@test.local',
      password: 'secret-123',
      phone: '+79995550077',
      first_name: 'Кэш',
      roles: [],
    });
    const t0 = Date.now();
    expect(await loadAuthUserCached(t.db, item.id, t0)).toMatchObject({ id: item.id });
    await t.db.update(users).set({ active: false }).where(eq(users.id, item.id));
    expect(await loadAuthUserCached(t.db, item.id, t0 + AUTH_USER_CACHE_MS - 1)).toMatchObject({
      id: item.id,
    });
    expect(await loadAuthUserCached(t.db, item.id, t0 + AUTH_USER_CACHE_MS)).toBeNull();
  });
});
