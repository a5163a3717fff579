import { describe, expect, it } from 'vitest';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@app/validators';
import { fetchRange } from '../../../src/components/payments-ledger/ledger-export';
import {
  countLedgerFilters,
  LEDGER_PROVIDERS,
  LEDGER_STATUSES,
  dayStart,
  ledgerFilters,
  NO_LEDGER_FILTER,
  nextDayStart,
} from '../../../src/components/payments-ledger/ledger-filter';

const BOOKING = '00000000-0000-4000-8000-000000000002';

describe('ledgerFilters', () => {
  it('sends nothing without a filter', () => {
    expect(ledgerFilters(NO_LEDGER_FILTER)).toEqual([]);
    expect(countLedgerFilters(NO_LEDGER_FILTER)).toBe(0);
  });

  it('turns every set filter into one EQ, GTE or LT item', () => {
    const state = {
      provider: 'MANUAL',
      status: 'REFUND_REQUIRED',
      from: '2026-03-01',
      to: '2026-03-31',
      booking: BOOKING,
    } as const;
    expect(ledgerFilters(state)).toEqual([
      { property: 'booking', operator: 'EQ', value: [BOOKING] },
      { property: 'provider', operator: 'EQ', value: ['MANUAL'] },
      { property: 'status', operator: 'EQ', value: ['REFUND_REQUIRED'] },
      { property: 'created_at', operator: 'GTE', value: [new Date(2026, 2, 1).toISOString()] },
      { property: 'created_at', operator: 'LT', value: [new Date(2026, 3, 1).toISOString()] },
    ]);
    expect(countLedgerFilters(state)).toBe(4); // the date range counts once
  });

  it('looks for the search text in the provider payment id, trimmed', () => {
    expect(ledgerFilters(NO_LEDGER_FILTER, '  pi_42 ')).toEqual([
      { property: 'provider_payment_id', operator: 'LIKE', value: ['pi_42'] },
    ]);
    expect(ledgerFilters(NO_LEDGER_FILTER, '   ')).toEqual([]);
  });

  it('takes an open-ended range', () => {
    expect(ledgerFilters({ ...NO_LEDGER_FILTER, to: '2026-12-31' })).toEqual([
      { property: 'created_at', operator: 'LT', value: [new Date(2027, 0, 1).toISOString()] },
    ]);
  });
});

describe('the filter choices', () => {
  it('are every provider and status the API knows', () => {
    expect(LEDGER_PROVIDERS).toEqual(PAYMENT_PROVIDERS);
    expect(LEDGER_STATUSES).toEqual(PAYMENT_STATUSES);
  });
});

describe('days', () => {
  it('start at local midnight and include the whole last day', () => {
    expect(dayStart('2026-02-28')).toBe(new Date(2026, 1, 28).toISOString());
    expect(nextDayStart('2026-02-28')).toBe(new Date(2026, 2, 1).toISOString());
    expect(nextDayStart('2028-02-28')).toBe(new Date(2028, 1, 29).toISOString());
  });

  it.each(['', '2026-3-1', '2026-13-01', 'yesterday'])('ignore %j', (day) => {
    expect(dayStart(day)).toBeUndefined();
    expect(nextDayStart(day)).toBeUndefined();
  });
});

describe('fetchRange', () => {
  const source = (total: number) => {
    const calls: [number, number][] = [];
    const fetchPage = async (page: number, limit: number) => {
      calls.push([page, limit]);
      const from = (page - 1) * limit;
      const items = Array.from(
        { length: Math.max(0, Math.min(limit, total - from)) },
        (_, i) => from + i,
      );
      return { items, pagination: { total_count: total } };
    };
    return { calls, fetchPage };
  };

  it('reads every page of a range', async () => {
    const { calls, fetchPage } = source(250);
    const result = await fetchRange(fetchPage, 10_000, 100);
    expect(result.items).toHaveLength(250);
    expect(result.items.at(-1)).toBe(249);
    expect(result).toMatchObject({ total: 250, truncated: false });
    expect(calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });

  it('stops after a full last page without asking for an empty one', async () => {
    const { calls, fetchPage } = source(200);
    expect((await fetchRange(fetchPage, 10_000, 100)).items).toHaveLength(200);
    expect(calls).toHaveLength(2);
  });

  it('reads one page of an empty range', async () => {
    const { calls, fetchPage } = source(0);
    expect(await fetchRange(fetchPage)).toEqual({ items: [], total: 0, truncated: false });
    expect(calls).toHaveLength(1);
  });

  it('stops at the cap and says how many there were', async () => {
    const { calls, fetchPage } = source(10_050);
    const result = await fetchRange(fetchPage, 10_000, 100);
    expect(result.items).toHaveLength(10_000);
    expect(result).toMatchObject({ total: 10_050, truncated: true });
    expect(calls).toHaveLength(100);
  });
});
