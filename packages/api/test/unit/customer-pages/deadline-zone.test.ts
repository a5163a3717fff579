import { describe, expect, it } from 'vitest';
import { formatDeadline } from '../../../src/customer-pages/i18n';

const AT = new Date('2026-03-12T15:00:00Z');

describe("the customer page's deadline", () => {
  it('names Moscow time «МСК» in Russian and "MSK" in English, never "GMT+3"', () => {
    const ru = formatDeadline(AT, 'ru', 'Europe/Moscow');
    expect(ru).toMatch(/18:00 МСК$/);
    expect(ru).toContain('12 марта 2026');
    expect(formatDeadline(AT, 'en', 'Europe/Moscow')).toMatch(/18:00 MSK$/);
  });

  it('keeps the short name Intl gives for any other zone', () => {
    expect(formatDeadline(AT, 'en', 'UTC')).toMatch(/15:00 UTC$/);
  });
});
