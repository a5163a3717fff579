import { createTranslator } from 'use-intl/core';
import { messagesFor } from '@app/messages';
import type { Locale } from '@app/validators';
import { getEnv } from '../../env';
import { badRequest } from '../../errors';

/**
 * E-mails to customers (`paymentLinks.send`, `documents.send`): the texts in the customer's
 * language (the `customerMail` catalog), plain text and HTML with the same content. No remote
 * resource, no tracking pixel, no rewritten link: an image is an inline attachment (`cid:`).
 * Every value that reaches the HTML is escaped; the subject is one line.
 */
const make = (locale: Locale) =>
  createTranslator({ locale, messages: messagesFor(locale), namespace: 'customerMail' });
export type CustomerMailTranslator = ReturnType<typeof make>;
const TRANSLATORS: Record<Locale, CustomerMailTranslator> = { ru: make('ru'), en: make('en') };
export const customerMailTranslator = (locale: Locale) => TRANSLATORS[locale];

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** One line of at most `max` characters: line breaks and other control characters become spaces. */
export const oneLine = (s: string, max = 200) =>
  s
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, max);

/** A paragraph of the message: its text, and a link under it or an inline image. */
export interface MailBlock {
  text: string;
  link?: string;
  image?: { cid: string; alt: string; size: number };
  muted?: boolean;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** An instant as the customer reads it: day, month, year (and time) in the app's time zone. */
export function customerDate(d: Date, locale: Locale, withTime = true): string {
  const timeZone = getEnv().APP_TIMEZONE;
  const key = `${locale} ${timeZone} ${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format.format(d);
}

const textBlock = (b: MailBlock) => (b.link ? `${b.text}\n${b.link}` : b.text);

function htmlBlock(b: MailBlock): string {
  const style = b.muted ? ' style="color:#555;font-size:13px"' : '';
  const text = escapeHtml(b.text).replace(/\n/g, '<br>');
  if (b.image) {
    const { cid, alt, size } = b.image;
    const img = `<img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}">`;
    return `<p${style}>${text}</p><p>${img}</p>`;
  }
  if (b.link) {
    const href = escapeHtml(b.link);
    return `<p${style}>${text}<br><a href="${href}">${href}</a></p>`;
  }
  return `<p${style}>${text}</p>`;
}

/** The message: `subject` on one line, the blocks as plain text and as HTML. */
export function customerMail(locale: Locale, subject: string, blocks: MailBlock[]) {
  const title = oneLine(subject);
  return {
    subject: title,
    text: `${blocks.map(textBlock).join('\n\n')}\n`,
    html:
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:sans-serif;line-height:1.5">${blocks.map(htmlBlock).join('')}</body></html>`,
  };
}

/**
 * Where a customer e-mail goes: the address given, else the customer's own (the booking's or the
 * document's); with neither, a 400 on `email`.
 */
export function recipient(given: string | null | undefined, customers: string | null): string {
  const to = given ?? customers;
  if (!to)
    throw badRequest('VALIDATION_ERROR', 'The customer has no e-mail address', {
      email: ['The customer has no e-mail address: enter one'],
    });
  return to;
}

/** The greeting (by the customer's name when there is one) and what the message says. */
export function framed(
  t: CustomerMailTranslator,
  customerName: string | null,
  sender: string,
  body: MailBlock[],
): MailBlock[] {
  const name = customerName ? oneLine(customerName, 255) : '';
  return [
    { text: name ? t('greeting', { name }) : t('greetingNoName') },
    ...body,
    { text: t('signature', { sender: oneLine(sender, 255) }) },
    { text: t('footer'), muted: true },
  ];
}
