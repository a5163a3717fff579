import { toCsv, type CsvValue } from './csv';

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
  amount: number;
  currency: string;
  order: string | null;
  confirmed_by_name: string | null;
  reason: string | null;
  provider_payment_id: string | null;
}

/**
 * The columns: the API's own field names and codes (`SUCCEEDED`, `MANUAL`), the same whatever the
 * interface language, so a reconciliation sheet or script keeps working; `created_at` in ISO 8601
 * UTC as the API sends it; `amount` a plain decimal with a point.
 */
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
  'booking',
  'id',
] as const;

function ledgerRow(p: LedgerCsvPayment): CsvValue[] {
  return [
    p.created_at,
    p.booking_number,
    p.unit_code,
    p.unit_name,
    p.provider,
    p.status,
    p.amount,
    p.currency,
    p.order,
    p.confirmed_by_name,
    p.reason,
    p.provider_payment_id,
    p.booking,
    p.id,
  ];
}

/** The ledger's CSV file text: header and one record per payment. */
export const ledgerCsv = (payments: readonly LedgerCsvPayment[]) =>
  toCsv([LEDGER_CSV_COLUMNS, ...payments.map(ledgerRow)]);
