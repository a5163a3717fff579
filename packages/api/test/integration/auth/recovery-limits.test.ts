/** Guessing reset tokens is limited per client address (issue 7). */
import { describe, it } from 'vitest';
import { anonymousCaller, expectAppError, useTestDb } from '../../helpers';

const t = useTestDb();

describe('auth.resetPassword', () => {
  it('refuses bogus tokens, and after 20 a minute from one address answers 429 to that address only', async () => {
    const attacker = await anonymousCaller(t.db, { 'x-forwarded-for': '203.0.113.7' });
    const guess = (n: number) =>
      attacker.auth.resetPassword({ token: `guess-${n}`, new_password: 'brand-new-pass' });
    for (let i = 0; i < 20; i++)
      await expectAppError(guess(i), 'BAD_REQUEST', 'RESET_TOKEN_INVALID');
    await expectAppError(guess(20), 'TOO_MANY_REQUESTS', 'RATE_LIMITED');

    const someoneElse = await anonymousCaller(t.db, { 'x-forwarded-for': '198.51.100.9' });
    await expectAppError(
      someoneElse.auth.resetPassword({ token: 'guess', new_password: 'brand-new-pass' }),
      'BAD_REQUEST',
      'RESET_TOKEN_INVALID',
    );
  });
});
