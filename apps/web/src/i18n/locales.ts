import { LOCALES, type Locale } from '@app/validators';

export { LOCALES, type Locale };

/** The cookie that carries the interface language (no locale in the URL). */
export const LOCALE_COOKIE = 'locale';
export const DEFAULT_LOCALE: Locale = 'ru';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Client-side: remember the language for a year. */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
