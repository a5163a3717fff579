import { describe, expect, it } from 'vitest';
import { wallClockMs, wallClockZone, type WallClockZone } from '../../../src/services/exports/sheet';

const wallClock = (zone: WallClockZone, at: Date) => new Date(wallClockMs(zone, at.getTime()));

const local = (zone: string, iso: string) =>
  wallClock(wallClockZone(zone), new Date(iso)).toISOString();

describe('wallClockMs: an instant as the local time of a zone, for an Excel date', () => {
  it('Moscow is UTC+3', () => {
    expect(local('Europe/Moscow', '2026-11-27T12:28:05.120Z')).toBe('2026-11-27T15:28:05.120Z');
  });

  it('follows daylight saving time on both sides of the change, with one zone object', () => {
    const zone = wallClockZone('Europe/Berlin');
    const at = (iso: string) => wallClock(zone, new Date(iso)).toISOString();
    // 2026-03-29 01:00 UTC: Berlin goes from +1 to +2.
    expect(at('2026-03-29T00:59:59.000Z')).toBe('2026-03-29T01:59:59.000Z');
    expect(at('2026-03-29T01:00:00.000Z')).toBe('2026-03-29T03:00:00.000Z');
    expect(at('2026-03-29T00:10:00.000Z')).toBe('2026-03-29T01:10:00.000Z');
    expect(at('2026-10-25T01:00:00.000Z')).toBe('2026-10-25T02:00:00.000Z');
    expect(at('2026-10-25T00:59:00.000Z')).toBe('2026-10-25T02:59:00.000Z');
  });

  it('a zone with a 45-minute offset (Kathmandu, +5:45)', () => {
    expect(local('Asia/Kathmandu', '2026-01-01T00:00:00.000Z')).toBe('2026-01-01T05:45:00.000Z');
  });
});
