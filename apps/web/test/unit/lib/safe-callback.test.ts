import { describe, expect, it } from 'vitest';
import { safeCallback } from '../../../src/lib/safe-callback';

describe('safeCallback', () => {
  it.each([
    ['/bookings/42?tab=history', '/bookings/42?tab=history'],
    ['/units', '/units'],
    [undefined, '/'],
    [['/profile', '/x'], '/profile'],
    ['/sign-in?callbackUrl=/x', '/'],
  ])('follows a path on this site: %j → %s', (input, expected) => {
    expect(safeCallback(input)).toBe(expected);
  });

  it.each([
    '/.//evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'https://evil.example/units',
    'javascript:alert(1)',
    '/./\\evil.example',
    'http://internal.invalid//evil.example',
  ])('never leaves the site: %j', (input) => {
    const to = safeCallback(input);
    expect(to.startsWith('/')).toBe(true);
    expect(to.startsWith('//')).toBe(false);
    expect(new URL(to, 'https://app.example').host).toBe('app.example');
  });
});
