import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { getEnv } from '@app/api';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from './locales';

/** One catalog per language, shared with the API's customer pages (@app/messages). */
const CATALOGS: Record<Locale, () => Promise<{ default: Messages }>> = {
  ru: () => import('@app/messages/ru.json'),
  en: () => import('@app/messages/en.json'),
};

/** Locale from the `locale` cookie (default ru); no locale segment in the URL. */
export default getRequestConfig(async () => {
  const value = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(value) ? value : DEFAULT_LOCALE;
  return {
    locale,
    messages: (await CATALOGS[locale]()).default,
    timeZone: getEnv().APP_TIMEZONE,
  };
});
