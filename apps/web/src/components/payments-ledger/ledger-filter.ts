import { addDays } from 'date-fns';
import type { FilterItem, PaymentProviderName, PaymentStatus } from '@app/validators';

/**
 * The choices of the filter bar: PAYMENT_PROVIDERS and PAYMENT_STATUSES of @app/validators, copied
 * because importing values from there brings zod (~33 KiB gzipped) into the screen's first load; a
 * unit test keeps the copies equal.
 */
export const LEDGER_PROVIDERS = [
  'MANUAL',
  'SANDBOX',
  'YOOKASSA',
  'TBANK',
] as const satisfies PaymentProviderName[];
export const LEDGER_STATUSES = [
  'SUCCEEDED',
  'FAILED',
  'REFUND_REQUIRED',
] as const satisfies PaymentStatus[];

/** What the ledger's filter bar holds; pure, so the filters it sends are tested on their own. */
export interface LedgerFilterState {
  provider: PaymentProviderName | undefined;
  status: PaymentStatus | undefined;
  /** Calendar days `YYYY-MM-DD` (the browser's time zone) of `created_at`, both included. */
  from: string;
  to: string;
  /** A booking's id (the `?booking=` of /payments, e.g. from a booking card). */
  booking: string | undefined;
}

export const NO_LEDGER_FILTER: LedgerFilterState = {
  provider: undefined,
  status: undefined,
  from: '',
  to: '',
  booking: undefined,
};

export const countLedgerFilters = (f: LedgerFilterState) =>
  [f.provider, f.status, f.from || f.to, f.booking].filter(Boolean).length;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a local calendar day starts, ISO; undefined for anything but `YYYY-MM-DD`. */
export function dayStart(day: string): string | undefined {
  if (!DAY.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The instant the local day after `day` starts: the exclusive end of a range that includes `day`. */
export function nextDayStart(day: string): string | undefined {
  if (!DAY.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  return addDays(date, 1).toISOString(); // calendar arithmetic: right across a DST change too
}

/** The text property the ledger's search box looks in: the provider's id of the payment. */
export const LEDGER_SEARCH_FIELD = 'provider_payment_id';

/** The `filter.filters` of payments.list for the filter bar's state and the search box's text. */
export function ledgerFilters(f: LedgerFilterState, search = ''): FilterItem[] {
  const filters: FilterItem[] = [];
  const text = search.trim();
  if (text) filters.push({ property: LEDGER_SEARCH_FIELD, operator: 'LIKE', value: [text] });
  if (f.booking) filters.push({ property: 'booking', operator: 'EQ', value: [f.booking] });
  if (f.provider) filters.push({ property: 'provider', operator: 'EQ', value: [f.provider] });
  if (f.status) filters.push({ property: 'status', operator: 'EQ', value: [f.status] });
  const from = dayStart(f.from);
  if (from) filters.push({ property: 'created_at', operator: 'GTE', value: [from] });
  const to = nextDayStart(f.to);
  if (to) filters.push({ property: 'created_at', operator: 'LT', value: [to] });
  return filters;
}
