import { roundMoney, toDecimal } from '@app/pricing';
import { CSV_FORMAT, CsvNumber, toCsv, type CsvLocale, type CsvValue } from './csv';

/** The most rows one export writes; past it the screen asks to narrow the filters. */
export const EXPORT_CAP = 10_000;
/** payments.list's largest page. */
export const EXPORT_PAGE_SIZE = 100;

interface Page<T> {
  items: T[];
  pagination: { total_count: number };
}

/**
 * Every row of a filtered range, page after page (`fetchPage(page, limit)`), at most `cap`.
 * `total` is the range's size as the last page counted it; `truncated` when it passes `cap`.
 */
export async function fetchRange<T>(
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
  cap = EXPORT_CAP,
  limit = EXPORT_PAGE_SIZE,
): Promise<{ items: T[]; total: number; truncated: boolean }> {
  const items: T[] = [];
  let total = 0;
  for (let page = 1; items.length < cap; page++) {
    const result = await fetchPage(page, limit);
    total = result.pagination.total_count;
    items.push(...result.items);
    if (result.items.length < limit || items.length >= total) break;
  }
  return { items: items.slice(0, cap), total, truncated: total > cap };
}

/** What a ledger CSV row is made of (a payments.list item). */
export interface LedgerCsvPayment {
  id: string;
  created_at: string;
  booking: string;
  booking_number: number | null;
  unit_code: string | null;
  unit_name: string | null;
  provider: string;
  status: string;
  amount: number | string;
  currency: string;
  order: string | null;
  confirmed_by_name: string | null;
  reason: string | null;
  provider_payment_id: string | null;
  external_ref: string | null;
  method: string | null;
  paid_at: string | null;
  receipt_number: string | null;
}

/** The codes as the screen names them (the ledger's own translations). */
export interface LedgerCsvLabels {
  provider: (code: string) => string;
  status: (code: string) => string;
  reason: (code: string) => string;
  method: (code: string) => string;
}

export interface LedgerCsvOptions {
  locale: CsvLocale;
  /** The zone the times are written in: the app's (APP_TIMEZONE), as on the screens. */
  timeZone: string;
  labels: LedgerCsvLabels;
}

export const LEDGER_CSV_COLUMNS = [
  'created_at',
  'booking_number',
  'unit_code',
  'unit_name',
  'provider',
  'status',
  'amount',
  'currency',
  'order',
  'confirmed_by',
  'reason',
  'provider_payment_id',
  'external_ref',
  'method',
  'paid_at',
  'receipt_number',
  'booking',
  'id',
] as const;
type Column = (typeof LEDGER_CSV_COLUMNS)[number];

/** The header row in the user's language; the date column names its time zone. */
const HEADERS: Record<CsvLocale, Record<Column, string>> = {
  ru: {
    created_at: 'Дата и время',
    booking_number: 'Бронь №',
    unit_code: 'Код помещения',
    unit_name: 'Помещение',
    provider: 'Способ',
    status: 'Статус',
    amount: 'Сумма',
    currency: 'Валюта',
    order: 'Заказ CRM',
    confirmed_by: 'Подтвердил',
    reason: 'Причина',
    provider_payment_id: 'Номер платежа в платёжной системе',
    external_ref: 'Номер заказа или чека в CRM',
    method: 'Способ оплаты в офисе',
    paid_at: 'Оплачен в офисе',
    receipt_number: 'Номер чека',
    booking: 'ID брони',
    id: 'ID платежа',
  },
  en: {
    created_at: 'Date and time',
    booking_number: 'Booking No.',
    unit_code: 'Unit code',
    unit_name: 'Unit',
    provider: 'Provider',
    status: 'Status',
    amount: 'Amount',
    currency: 'Currency',
    order: 'CRM order',
    confirmed_by: 'Confirmed by',
    reason: 'Reason',
    provider_payment_id: 'Payment number at the provider',
    external_ref: 'CRM order or receipt number',
    method: 'Office payment method',
    paid_at: 'Paid at the office',
    receipt_number: 'Receipt number',
    booking: 'Booking ID',
    id: 'Payment ID',
  },
};

/**
 * Local time as a spreadsheet of the language reads it as a date: "01.03.2026 12:30:00" (ru),
 * "2026-03-01 12:30:00" (en).
 */
export function csvDateTime(iso: string, locale: CsvLocale, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  const time = `${parts.hour}:${parts.minute}:${parts.second}`;
  return locale === 'ru'
    ? `${parts.day}.${parts.month}.${parts.year} ${time}`
    : `${parts.year}-${parts.month}-${parts.day} ${time}`;
}

/** Two decimals (half up), the locale's decimal mark, no grouping: a number to a spreadsheet. */
export const csvAmount = (amount: number | string, locale: CsvLocale) =>
  new CsvNumber(roundMoney(toDecimal(amount)).replace('.', CSV_FORMAT[locale].decimalMark));

function ledgerRow(p: LedgerCsvPayment, o: LedgerCsvOptions): CsvValue[] {
  return [
    csvDateTime(p.created_at, o.locale, o.timeZone),
    p.booking_number,
    p.unit_code,
    p.unit_name,
    o.labels.provider(p.provider),
    o.labels.status(p.status),
    csvAmount(p.amount, o.locale),
    p.currency,
    p.order,
    p.confirmed_by_name,
    p.reason === null ? null : o.labels.reason(p.reason),
    p.provider_payment_id,
    p.external_ref,
    p.method === null ? null : o.labels.method(p.method),
    p.paid_at === null ? null : csvDateTime(p.paid_at, o.locale, o.timeZone),
    p.receipt_number,
    p.booking,
    p.id,
  ];
}

/**
 * The ledger's CSV file text in the user's language: its separator and decimal mark (csv.ts), the
 * headers and the provider, status and reason names as the screen shows them, times in the app's
 * zone (named in the date column's header), amounts with two decimals.
 */
export function ledgerCsv(payments: readonly LedgerCsvPayment[], o: LedgerCsvOptions): string {
  const headers = HEADERS[o.locale];
  const header = LEDGER_CSV_COLUMNS.map((c) =>
    c === 'created_at' ? `${headers[c]} (${o.timeZone})` : headers[c],
  );
  return toCsv([header, ...payments.map((p) => ledgerRow(p, o))], o.locale);
}
