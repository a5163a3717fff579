/** The customer pages' language, from the browser's Accept-Language. */
import { describe, expect, it } from 'vitest';
import { pickLocale } from '../../../src/customer-pages/locale';

describe('pickLocale', () => {
  it.each([
    [null, 'ru'],
    ['', 'ru'],
    ['de', 'ru'],
    ['*', 'ru'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE, en;q=0.5', 'en'],
    ['ru;q=0.5, en;q=0.8', 'en'],
    ['fr-CA, ru-RU;q=0.3, en;q=0.2', 'ru'],
    ['en;q=0, ru', 'ru'],
    ['EN-us', 'en'],
  ] as const)('%j → %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});
