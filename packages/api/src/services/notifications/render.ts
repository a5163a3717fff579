import { createTranslator } from 'use-intl/core';
import { messagesFor } from '@app/messages';
import { formatMoney } from '@app/pricing';
import { unitLabel, type Locale, type NotificationKind } from '@app/validators';
import { getEnv } from '../../env';
import { escapeHtml } from '../mail';

const make = (locale: Locale) =>
  createTranslator({ locale, messages: messagesFor(locale), namespace: 'notifications' });
type Translator = ReturnType<typeof make>;
const TRANSLATORS: Record<Locale, Translator> = { ru: make('ru'), en: make('en') };

/** A user's language: `settings.locale` (the language switch writes it), Russian otherwise. */
export function localeOf(settings: unknown): Locale {
  const l = (settings as { locale?: unknown } | null)?.locale;
  return l === 'en' ? 'en' : 'ru';
}

type Data = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A deadline as the notification says it: one formatter per language and zone, kept. */
function formatDate(value: unknown, locale: Locale): string {
  const d = new Date(str(value));
  if (Number.isNaN(d.getTime())) return '';
  const timeZone = getEnv().APP_TIMEZONE;
  const key = `${locale} ${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format.format(d);
}

/** The one line a notification says, in `locale` (the bell, the list and the e-mail's subject). */
export function notificationTitle(locale: Locale, kind: NotificationKind, data: Data): string {
  const t = TRANSLATORS[locale];
  const reason = str(data.reason);
  return t(`kinds.${kind}`, {
    number: str(data.number),
    unit: unitLabel({ code: str(data.unit_code), number: str(data.unit_number) }, locale),
    date: formatDate(data.expiration_date, locale),
    amount: data.amount ? formatMoney(str(data.amount), locale, str(data.currency) || 'RUB') : '',
    url: str(data.url),
    customer: str(data.customer_name),
    reason: reason === 'GONE' || reason === 'FAILING' ? t(`reasons.${reason}`) : reason,
    stage: str(data.stage),
    provider: str(data.provider),
  });
}

export interface NotificationMailInput {
  locale: Locale;
  name: string;
  kind: NotificationKind;
  booking: string | null;
  data: Data;
}

/**
 * The e-mail of a notification in the user's language: plain text and HTML with the same content,
 * a link to the booking (or the notifications page) and to the profile's e-mail settings. No
 * images, no tracking pixel, no rewritten links; every interpolated value is escaped in the HTML.
 */
export function notificationMail(input: NotificationMailInput) {
  const t = TRANSLATORS[input.locale];
  const base = getEnv().PUBLIC_BASE_URL;
  const subject = notificationTitle(input.locale, input.kind, input.data);
  const link = input.booking ? `${base}/bookings/${input.booking}` : `${base}/notifications`;
  const profile = `${base}/profile`;
  const lines = [
    t('email.greeting', { name: input.name }),
    subject,
    t('email.open', { url: link }),
  ];
  const footer = t('email.settings', { url: profile });
  const text = `${lines.join('\n\n')}\n\n--\n${footer}\n`;
  const a = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const html =
    `<!doctype html><html lang="${input.locale}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(lines[0] ?? '')}</p><p><strong>${escapeHtml(subject)}</strong></p>` +
    `<p>${escapeHtml(t('email.open', { url: '' }))}${a(link)}</p>` +
    `<hr><p style="color:#666;font-size:12px">${escapeHtml(t('email.settings', { url: '' }))}${a(profile)}</p>` +
    `</body></html>`;
  return { subject, text, html };
}
