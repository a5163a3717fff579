import Negotiator from 'negotiator';
import { LOCALES, type Locale } from '@app/validators';

/**
 * The customer pages speak Russian or English, by the browser's `Accept-Language` (Russian when it
 * names neither): the customer never signs in, so there is no profile setting to read. The header
 * is read by `negotiator` (quality values, regional tags such as `en-GB`, `*`).
 */
export function pickLocale(acceptLanguage: string | null): Locale {
  if (!acceptLanguage) return 'ru';
  const negotiator = new Negotiator({
    headers: { 'accept-language': acceptLanguage.slice(0, 500) },
  });
  return LOCALES.find((l) => l === negotiator.language(LOCALES)) ?? 'ru';
}
