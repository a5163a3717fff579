/**
 * Guarantees under parallel requests. On PostgreSQL (CI sets DATABASE_URL) the calls below really
 * run at once on separate pooled connections; on PGlite they run one after another and still must
 * give the same answers.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@app/db';
import { toPublicError } from '../../src/lib/public-error';
import { anonymousCaller, callerAs, useTestDb } from '../helpers';

const t = useTestDb();

/** Runs calls at once and tallies the outcomes as 'ok' or the appCode of the failure. */
async function tally(calls: Promise<unknown>[]): Promise<Record<string, number>> {
  const settled = await Promise.allSettled(calls);
  const out: Record<string, number> = {};
  for (const s of settled) {
    const key = s.status === 'fulfilled' ? 'ok' : toPublicError(s.reason).appCode;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

describe('under concurrency', () => {
  it('rotates a refresh token once when it is presented many times at once, and treats the rest as reuse', async () => {
    const anon = await anonymousCaller(t.db);
    const { refresh_token } = await anon.auth.login({ login: 'manager@demo.test', password: DEMO_PASSWORD });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => anon.auth.refresh({ refresh_token })));
    const winners = results.filter((r) => r.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => toPublicError((r as PromiseRejectedResult).reason).appCode)).toEqual(
      Array(5).fill('REFRESH_TOKEN_REUSED'),
    );
    // The reuse revoked the family, including the winner's new token.
    const next = (winners[0] as PromiseFulfilledResult<{ refresh_token: string }>).value.refresh_token;
    expect(await tally([anon.auth.refresh({ refresh_token: next })])).toEqual({ REFRESH_TOKEN_REVOKED: 1 });
  });

  it('registers one user when the same e-mail is registered many times at once; the others get 409', async () => {
    const head = await callerAs(t.db, 'head');
    const calls = Array.from({ length: 6 }, (_, i) =>
      head.users.register({ email: 'race@test.local', password: 'secret-123', phone: `+7999200000${i}`, first_name: 'Гонка', roles: [] }),
    );
    expect(await tally(calls)).toEqual({ ok: 1, USER_EXISTS: 5 });
  });

  it('counts login attempts atomically: exactly 10 of 15 parallel attempts reach the password check', async () => {
    const results = await tally(
      Array.from({ length: 15 }, (_, i) => anonymousCaller(t.db, { 'x-forwarded-for': '203.0.113.201' }).then((c) => c.auth.login({ login: `nobody${i}@race.test`, password: 'whatever' }))),
    );
    expect(results).toEqual({ INVALID_CREDENTIALS: 10, RATE_LIMITED: 5 });
  });
});
