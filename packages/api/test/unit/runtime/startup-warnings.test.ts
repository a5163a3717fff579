/**
 * A built app (NODE_ENV=production) without APP_ENV=production runs in development mode with the
 * SANDBOX provider on: the configuration as parsed says so, and the start warns about it.
 */
import { describe, expect, it } from 'vitest';
import { getEnv, startupWarnings } from '../../../src/env';

describe('startupWarnings', () => {
  it('NODE_ENV=production with the default APP_ENV: SANDBOX is on, and two warnings say so', () => {
    const saved = { ...process.env };
    try {
      process.env.NODE_ENV = 'production';
      delete process.env.APP_ENV;
      delete process.env.PAYMENT_PROVIDER;
      process.env.AUTH_SECRET = 'a'.repeat(32);
      process.env.PAYMENT_LINK_SECRET = 'b'.repeat(32);
      process.env.PAYMENT_WEBHOOK_SECRET = 'c'.repeat(32);
      const env = getEnv();
      expect(env).toMatchObject({ NODE_ENV: 'production', APP_ENV: 'development' });
      expect(env.PAYMENT_PROVIDER).toBe('SANDBOX');
      const lines = startupWarnings(env);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain('NODE_ENV=production without APP_ENV=production');
      expect(lines[1]).toContain('PAYMENT_PROVIDER=SANDBOX is on');
    } finally {
      process.env = saved;
    }
  });

  it('no SANDBOX line when online payment is off; nothing in development or real production', () => {
    const base = { NODE_ENV: 'production', APP_ENV: 'development' } as const;
    expect(startupWarnings({ ...base, PAYMENT_PROVIDER: 'NONE' })).toHaveLength(1);
    expect(startupWarnings({ ...base, APP_ENV: 'production', PAYMENT_PROVIDER: 'NONE' })).toEqual(
      [],
    );
    expect(
      startupWarnings({
        NODE_ENV: 'development',
        APP_ENV: 'development',
        PAYMENT_PROVIDER: 'SANDBOX',
      }),
    ).toEqual([]);
    expect(
      startupWarnings({ NODE_ENV: 'test', APP_ENV: 'development', PAYMENT_PROVIDER: 'SANDBOX' }),
    ).toEqual([]);
  });
});
