import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { getEnv } from '@app/api';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from './locales';

/** Locale from the `locale` cookie (default ru); no locale segment in the URL. */
export default getRequestConfig(async () => {
  const value = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(value) ? value : DEFAULT_LOCALE;
  const messages = (await import(`../../messages/${locale}.json`)) as { default: Messages };
  return {
    locale,
    messages: messages.default,
    timeZone: getEnv().APP_TIMEZONE,
  };
});
