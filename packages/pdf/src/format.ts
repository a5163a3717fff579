import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { formatDecimal, MINUS, NBSP, roundMoney, toDecimal, type Decimal } from '@app/pricing';
import type { ScheduleItem } from './types';

/**
 * Dates, areas, percentages and file names for the documents. Money is NOT formatted here: the
 * templates call @app/pricing's formatMoney / formatSignedMoney (the one formatter per language
 * that the screens, the payment page and the exports use too). Pure: no Intl number formatting
 * (its output changes between ICU versions, and the bytes of a PDF must not).
 *
 * - Thousands separator: NO-BREAK SPACE U+00A0 (PT Sans has no glyph for the narrow U+202F).
 * - Decimal separator: comma; negative numbers use the MINUS SIGN U+2212.
 */
export { MINUS, NBSP };

/**
 * A decimal string as an exact decimal (@app/pricing's); anything else (NaN, "", "1,5", "1e3",
 * ±Infinity) throws.
 */
export function parseDecimal(value: string): Decimal {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) {
    throw new TypeError(`Not a decimal string: ${JSON.stringify(value)}`);
  }
  return toDecimal(text);
}

/** "54.3" → "54,30 м²" (2 decimals). */
const RU_PLURAL = new Intl.PluralRules('ru-RU');

/** The Russian word for a whole count, by Intl's plural rules: 1 платёж, 2 платежа, 5 платежей. */
export function ruCountWord(n: number, forms: { one: string; few: string; many: string }): string {
  const category = RU_PLURAL.select(n);
  return category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
}

export function formatArea(value: string): string {
  return `${formatDecimal(parseDecimal(value).toFixed(), 'ru', 2)}${NBSP}м²`;
}

/** A percentage as given, Russian style: "7.5" → "7,5 %", "10.00" → "10 %". */
export function formatPercent(value: string): string {
  const d = parseDecimal(value);
  const text = d.toFixed().replace('.', ',').replace('-', MINUS);
  return `${text}${NBSP}%`;
}

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/**
 * The calendar day of an ISO string as a date whose fields are that day: a plain date
 * ("2026-11-25") is taken as is; an instant ("2026-11-24T22:30:00Z") is read in Europe/Moscow.
 * date-fns formats it (`format(calendarDate(iso), 'dd.MM.yyyy')`).
 */
export function calendarDate(iso: string): Date {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (plain) return new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]));
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime()))
    throw new TypeError(`Not an ISO date: ${JSON.stringify(iso)}`);
  return new TZDate(instant.getTime(), 'Europe/Moscow');
}

/** "2026-11-25" or an instant → "25 ноября 2026 г." (Moscow day). */
export function formatDateLong(iso: string): string {
  const date = calendarDate(iso);
  const month = MONTHS_GENITIVE[date.getMonth()] ?? '';
  return `${date.getDate()}${NBSP}${month}${NBSP}${date.getFullYear()}${NBSP}г.`;
}

/** "2026-11-25" or an instant → "25.11.2026" (Moscow day). */
export function formatDateShort(iso: string): string {
  return format(calendarDate(iso), 'dd.MM.yyyy');
}

/**
 * The exact sum of a schedule's payments, 2 decimals. Only the payments add up: each row's area is
 * the unit's area again and a price per m² is a rate, so neither column has a total.
 */
export function scheduleTotals(items: readonly Pick<ScheduleItem, 'priceByMonth'>[]): {
  priceByMonth: string;
} {
  let paid = toDecimal(0);
  for (const item of items) paid = paid.plus(parseDecimal(item.priceByMonth));
  return { priceByMonth: roundMoney(paid) };
}

const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/**
 * A document number as a file-name part: Cyrillic transliterated ("КП-000123" → "KP-000123"),
 * spaces, dots, slashes and underscores become "-", anything else outside [A-Za-z0-9-] is
 * dropped, runs of "-" collapse, at most 80 characters.
 */
export function fileNamePart(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const lower = ch.toLowerCase();
    const t = TRANSLIT[lower];
    if (t !== undefined) out += ch === lower ? t : t.charAt(0).toUpperCase() + t.slice(1);
    else if (/[A-Za-z0-9-]/.test(ch)) out += ch;
    else if (/[\s._/\\]/.test(ch)) out += '-';
  }
  return out.replace(/-+/g, '-').replace(/^-|-$/g, '').slice(0, 80).replace(/-$/, '');
}

function documentFileName(prefix: string, number: string): string {
  const part = fileNamePart(number);
  return part ? `${prefix}-${part}.pdf` : `${prefix}.pdf`;
}

/** "КП-000123" → "offer-KP-000123.pdf" (ASCII only). */
export function offerFileName(number: string): string {
  return documentFileName('offer', number);
}

/** "ГП-000045" → "schedule-GP-000045.pdf" (ASCII only). */
export function scheduleFileName(number: string): string {
  return documentFileName('schedule', number);
}

// Control characters, bidi embeddings/overrides/isolates and marks, zero-width characters and
// the BOM: invisible, and the bidi ones can reorder what follows them. Customer strings are
// printed as plain text without them.
const INVISIBLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]/g;

// Emoji and their parts (variation selectors, skin tones, flags' regional indicators, keycaps, tag
// characters): PT Sans has no glyph for them, so react-pdf would print each as an empty box. The
// only pictographs PT Sans draws are ©, ® and ™; they stay.
const EMOJI =
  /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|[\uFE0E\uFE0F\u20E3\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]/gu;

/**
 * A data string as one line of plain text: invisible/bidi controls and emoji dropped (the font
 * cannot draw them), whitespace runs → one space.
 */
export function plainText(value: string | null | undefined): string {
  if (value == null) return '';
  return String(value).replace(INVISIBLE, '').replace(EMOJI, '').replace(/\s+/g, ' ').trim();
}
