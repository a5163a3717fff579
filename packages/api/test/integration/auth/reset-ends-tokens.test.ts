/**
 * A password reset ends every session at once (issue 31): an access token issued before it is
 * refused on the very next call, by tRPC and by REST, even while the signed-in user is in this
 * process's cache; a token issued after the reset works.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, mailOutbox } from '@app/db';
import { useHttpServer } from '../../http-server';
import { anonymousCaller, useTestDb } from '../../helpers';
import { appCodeOf, callRest, callTrpc } from '../../rest-http';

const t = useTestDb();
const server = useHttpServer(() => t.db);
const LOGIN = 'head@demo.test';

/** The calls a stolen token would make: read the profile, change it, mint a lasting API key. */
const calls = [
  ['users.me', 'query', undefined],
  ['users.updateMe', 'mutation', { first_name: 'Мария' }],
  ['apiKeys.create', 'mutation', { name: 'stolen', role: 'ROLE_READ_ONLY' }],
] as const;

async function callAll(token: string) {
  const answers = [];
  for (const [procedure, type, input] of calls) {
    answers.push(await callTrpc(server.base(), procedure, type, input, token));
    answers.push(await callRest(server.base(), procedure, input, token));
  }
  return answers;
}

async function resetPassword(to: string, password: string) {
  const anon = await anonymousCaller(t.db, { 'x-forwarded-for': '198.51.100.20' });
  await anon.auth.requestPasswordReset({ email: to });
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const token = decodeURIComponent(/token=([^\s]+)/.exec(rows.at(-1)?.text ?? '')?.[1] ?? '');
  await anon.auth.resetPassword({ token, new_password: password });
}

describe('a password reset', () => {
  it('refuses access tokens issued before it at once, on tRPC and REST, cached user or not', async () => {
    const anon = await anonymousCaller(t.db);
    const before = await anon.auth.login({ login: LOGIN, password: DEMO_PASSWORD });
    // In use: the user is in the signed-in user cache when the reset comes.
    expect((await callAll(before.access_token)).map((a) => a.status)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    // Tokens carry whole seconds: the stolen one is from an earlier second than the reset.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await resetPassword(LOGIN, 'brand-new-pass');

    const after = await callAll(before.access_token);
    expect(after.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(after.map(appCodeOf)).toEqual(after.map(() => 'INVALID_TOKEN'));

    const fresh = await anon.auth.login({ login: LOGIN, password: 'brand-new-pass' });
    const me = await callRest(server.base(), 'users.me', undefined, fresh.access_token);
    expect(me.status).toBe(200);
  });
});
