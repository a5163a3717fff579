import { describe, expect, it, vi } from 'vitest';
import type { bookings, Db } from '@app/db';
import { onBookingEnd, onExpirationChange, runHooks } from '../../../src/services/bookings/hooks';

const booking = { id: 'b' } as typeof bookings.$inferSelect;
const tx = {} as Db;

describe('booking hooks', () => {
  it('keeps a hook once however often it is registered, and runs each kind apart', async () => {
    const end = vi.fn(() => Promise.resolve());
    const expiration = vi.fn(() => Promise.resolve());
    onBookingEnd(end);
    onBookingEnd(end);
    onExpirationChange(expiration);
    const date = new Date('2025-03-10T12:00:00Z');
    await runHooks('end', tx, booking, 'u', date);
    expect(end).toHaveBeenCalledTimes(1);
    expect(end).toHaveBeenCalledWith(tx, booking, 'u', date);
    expect(expiration).not.toHaveBeenCalled();
    await runHooks('expiration', tx, booking, 'u', date);
    expect(expiration).toHaveBeenCalledTimes(1);
    expect(end).toHaveBeenCalledTimes(1);
  });
});
