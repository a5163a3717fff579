/**
 * The product's message catalogs, one per language (ICU syntax), read by the web app's screens
 * (next-intl) and the API's customer pages (use-intl's `createTranslator`), so a shared text is
 * translated once. `ru.json` and `en.json` have the same keys (a test in apps/web checks it).
 */
import type { Locale } from '@app/validators';
import en from '../en.json';
import ru from '../ru.json';

export type Messages = typeof en;

/** Typed as the English catalog: the Russian one fails the build if it lacks a key. */
const CATALOGS: Record<Locale, Messages> = { ru, en };

export const messagesFor = (locale: Locale): Messages => CATALOGS[locale];
