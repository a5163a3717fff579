import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../../../src/lib/lazy-module';

describe('lazyModule', () => {
  it('downloads once, on first need, and keeps what it got', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const m = lazyModule(load);
    expect(load).not.toHaveBeenCalled();
    expect(m.loaded).toBeUndefined();
    const [a, b] = await Promise.all([m.get(), m.get()]);
    expect([a, b, m.loaded]).toEqual(['module', 'module', 'module']);
    await m.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next call; a preload failure is not thrown', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const m = lazyModule(load);
    m.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(m.get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
