import { afterEach, describe, expect, it, vi } from 'vitest';
import { logDatabaseUnavailable } from '../../../src/lib/database-unavailable';
import { log } from '../../../src/lib/log';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const refused = () =>
  Object.assign(new Error('Failed query: select * from users where id = $1\nparams: u-42'), {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    }),
  });

describe('logDatabaseUnavailable', () => {
  it('writes one short line for an outage, then one per 10 s with the count it stands for', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 200; i++) logDatabaseUnavailable(refused(), { procedure: 'users.me' });
    expect(warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    for (let i = 0; i < 30; i++) logDatabaseUnavailable(refused(), { procedure: 'units.list' });
    expect(warn).toHaveBeenCalledTimes(2);
    const [fields, message] = warn.mock.calls[1] as unknown as [Record<string, unknown>, string];
    // The code, where and how many: no error object (no stack, no SQL, no parameters or ids).
    expect(fields).toEqual({ procedure: 'units.list', code: 'ECONNREFUSED', refused: 200 });
    expect(message).toBe('database unavailable: requests answered 503 DATABASE_UNAVAILABLE');
  });

  it('logs load apart from an outage: its own line, code and count', async () => {
    vi.resetModules(); // the counters of a fresh process
    const fresh = await import('../../../src/lib/database-unavailable');
    const { log: freshLog } = await import('../../../src/lib/log');
    const warn = vi.spyOn(freshLog, 'warn').mockImplementation(() => undefined);
    const busy = Object.assign(new Error('every database connection stayed busy for 5000 ms'), {
      code: 'POOL_BUSY',
    });
    for (let i = 0; i < 5; i++) fresh.logDatabaseBusy(busy, { procedure: 'pricing.quote' });
    fresh.logDatabaseUnavailable(refused(), { procedure: 'users.me' });
    expect(warn.mock.calls).toEqual([
      [
        { procedure: 'pricing.quote', code: 'POOL_BUSY', refused: 1 },
        'database busy: requests answered 503 DATABASE_BUSY',
      ],
      [
        { procedure: 'users.me', code: 'ECONNREFUSED', refused: 1 },
        'database unavailable: requests answered 503 DATABASE_UNAVAILABLE',
      ],
    ]);
  });
});
