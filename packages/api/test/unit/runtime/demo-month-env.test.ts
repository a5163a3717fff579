/** SEED_DEMO_MONTH=true never starts a production app: the configuration refuses it. */
import { describe, expect, it, vi } from 'vitest';

describe('SEED_DEMO_MONTH', () => {
  it('true with APP_ENV=production is refused; unset there starts (and replays nothing)', async () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, {
        APP_ENV: 'production',
        PAYMENT_PROVIDER: 'NONE',
        AUTH_SECRET: 'a'.repeat(32),
        PAYMENT_LINK_SECRET: 'b'.repeat(32),
        SEED_DEMO_MONTH: 'true',
      });
      vi.resetModules(); // getEnv caches the first answer
      const refused = await import('../../../src/env');
      expect(() => refused.getEnv()).toThrow(
        /SEED_DEMO_MONTH=true is refused with APP_ENV=production/,
      );
      delete process.env.SEED_DEMO_MONTH;
      vi.resetModules();
      const started = await import('../../../src/env');
      expect(started.getEnv()).toMatchObject({ APP_ENV: 'production', SEED_DEMO_MONTH: '' });
    } finally {
      process.env = saved;
      vi.resetModules();
    }
  });
});
