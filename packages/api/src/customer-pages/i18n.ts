import { createTranslator } from 'use-intl/core';
import { messagesFor } from '@app/messages';
import type { Locale } from '@app/validators';

export type { Locale };

const make = (locale: Locale) =>
  createTranslator({ locale, messages: messagesFor(locale), namespace: 'customerPages' });

/** The pages' texts: the `customerPages` namespace of the shared catalogs (@app/messages). */
export type Translator = ReturnType<typeof make>;

/** One translator per language for the process (it keeps the parsed messages). */
const TRANSLATORS: Record<Locale, Translator> = { ru: make('ru'), en: make('en') };

export const translator = (locale: Locale): Translator => TRANSLATORS[locale];

/** The web app's countdown units ("2 д 4 ч 15 мин" / "2d 4h 15m"): one text for both. */
const countdown = (locale: Locale) =>
  createTranslator({ locale, messages: messagesFor(locale), namespace: 'countdown' });
const COUNTDOWN = { ru: countdown('ru'), en: countdown('en') };

/**
 * What the payment page says the amount is: the configured text (PAID_BOOKING_FEE_NOTE, and
 * PAID_BOOKING_FEE_NOTE_EN for English browsers; an English page shows the Russian one rather than
 * a built-in text that could contradict it), else the catalog's. `{days}`: PAID_PERIOD_DAYS.
 */
export function feeNote(
  locale: Locale,
  configured: { ru: string; en: string },
  days: number,
): string {
  const text =
    locale === 'en' ? configured.en.trim() || configured.ru.trim() : configured.ru.trim();
  return text
    ? text.replaceAll('{days}', String(days))
    : translator(locale)('pay.feeNote', { days });
}

/**
 * Zones people name by a word of their own that Intl does not print (it says "GMT+3" for
 * Moscow): Russians write «МСК», English readers "MSK".
 */
const ZONE_NAMES: Record<string, Record<Locale, string>> = {
  'Europe/Moscow': { ru: 'МСК', en: 'MSK' },
};

/** A deadline with its zone: "12 марта 2026 г. в 18:00 МСК" / "12 March 2026 at 18:00 MSK". */
export function formatDeadline(d: Date, locale: Locale, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).formatToParts(d);
  const zone = ZONE_NAMES[timeZone]?.[locale];
  return parts.map((p) => (p.type === 'timeZoneName' && zone ? zone : p.value)).join('');
}

/** The time left to pay, in the countdown's units (abbreviations: no plural forms needed). */
export function formatTimeLeft(ms: number, locale: Locale): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const c = COUNTDOWN[locale];
  const parts = [
    d ? c('days', { n: d }) : '',
    d || h ? c('hours', { n: h }) : '',
    c('minutes', { n: minutes % 60 }),
  ];
  return parts.filter(Boolean).join(' ');
}
