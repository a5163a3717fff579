/**
 * The small pure parts of the metrics: a status's class label and the bearer check of `/metrics`
 * (the endpoint itself: test/integration/http/metrics.test.ts).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { statusClass } from '../../../src/lib/metrics';
import { bearerMatches } from '../../../src/runtime/metrics-route';

describe('statusClass', () => {
  it('names the class of a status, aborted when none was sent', () => {
    expect([200, 204, 304, 401, 429, 503, 599].map(statusClass)).toEqual([
      '2xx',
      '2xx',
      '3xx',
      '4xx',
      '4xx',
      '5xx',
      '5xx',
    ]);
    expect(statusClass(null)).toBe('aborted');
    expect(statusClass(0)).toBe('other');
    expect(statusClass(600)).toBe('other');
  });
});

describe('bearerMatches', () => {
  const token = 'a'.repeat(40);
  const expected = createHash('sha256').update(token).digest();
  it('accepts exactly `Bearer <token>` (scheme in any case)', () => {
    expect(bearerMatches(`Bearer ${token}`, expected)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, expected)).toBe(true);
  });
  it('refuses anything else', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      token,
      `Basic ${token}`,
      `Bearer ${token}a`,
      `Bearer ${token.slice(1)}`,
      `Bearer ${token} extra`,
    ])
      expect(bearerMatches(header, expected), String(header)).toBe(false);
  });
});
