import { describe, expect, it } from 'vitest';
import { generateSchedule } from '@app/pricing';
import { commercialOfferInput, paymentScheduleInput } from '@app/validators';
import en from '@app/messages/en.json';
import ru from '@app/messages/ru.json';
import type { DocumentKind } from '@app/db';
import {
  DOCUMENT_KINDS,
  documentFilters,
  offerHref,
} from '../../../src/components/documents/document-filter';
import { blankToUndefined, managerOf } from '../../../src/components/documents/manager';
import {
  addMonths,
  followTotals,
  generatedRows,
  linkedAmounts,
  nextRow,
  sumPayments,
  todayIso,
} from '../../../src/components/documents/schedule-model';
import { matchValidationMessage } from '../../../src/lib/validation-message';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('documentFilters', () => {
  it('sends nothing without a search or a kind', () => {
    expect(documentFilters(undefined, { field: 'customer_name', text: '  ' })).toEqual([]);
  });

  it('searches the chosen field and filters by kind', () => {
    expect(documentFilters('PAYMENT_SCHEDULE', { field: 'number', text: ' КП-0001 ' })).toEqual([
      { property: 'number', operator: 'LIKE', value: ['КП-0001'] },
      { property: 'kind', operator: 'EQ', value: ['PAYMENT_SCHEDULE'] },
    ]);
  });

  it('ignores a field the list does not search', () => {
    expect(documentFilters(undefined, { field: 'sha256', text: 'x' })).toEqual([]);
  });

  it('offers every kind the database has', () => {
    const all: Record<DocumentKind, true> = { COMMERCIAL_OFFER: true, PAYMENT_SCHEDULE: true };
    expect([...DOCUMENT_KINDS].sort()).toEqual(Object.keys(all).sort());
  });
});

describe('offerHref', () => {
  it('lists the units once each', () => {
    expect(offerHref([A, B, A])).toBe(`/documents/offer/new?units=${A},${B}`);
    expect(offerHref([])).toBe('/documents/offer/new');
  });
});

describe('the manager block', () => {
  it('is the signed-in user', () => {
    expect(
      managerOf({ first_name: 'Анна', last_name: 'Петрова', phone: null, email: 'a@b.test' }),
    ).toEqual({ name: 'Анна Петрова', phone: '', email: 'a@b.test' });
  });

  it('sends blank optional text as absent', () => {
    expect(blankToUndefined('  ')).toBeUndefined();
    expect(blankToUndefined('x')).toBe('x');
    expect(blankToUndefined(undefined)).toBeUndefined();
  });
});

describe('schedule rows', () => {
  it('steps a month, the day clamped to the month', () => {
    expect(addMonths('2026-01-31T00:00:00.000Z', 1)).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths('2026-12-15T00:00:00.000Z', 2)).toBe('2027-02-15T00:00:00.000Z');
  });

  it('adds a row a month after the last, or today', () => {
    const now = new Date(2026, 4, 7, 23, 30);
    expect(nextRow([], now)).toEqual({
      date: '2026-05-07T00:00:00.000Z',
      area: 0,
      priceSqByMonth: 0,
      priceByMonth: 0,
    });
    expect(todayIso(now)).toBe('2026-05-07T00:00:00.000Z');
    const last = {
      date: '2026-03-31T00:00:00.000Z',
      area: 50,
      priceSqByMonth: 2,
      priceByMonth: 100,
    };
    expect(nextRow([last], now)).toEqual({ ...last, date: '2026-04-30T00:00:00.000Z' });
  });

  it.each([
    [
      'priceSqByMonth',
      { area: 42.5, priceSqByMonth: 1000.01, priceByMonth: 0 },
      { priceByMonth: 42500.43 },
    ],
    [
      'priceByMonth',
      { area: 42.5, priceSqByMonth: 0, priceByMonth: 100000 },
      { priceSqByMonth: 2352.94 },
    ],
    ['area', { area: 50, priceSqByMonth: 1, priceByMonth: 100000 }, { priceSqByMonth: 2000 }],
    ['area', { area: 0, priceSqByMonth: 1, priceByMonth: 100000 }, {}],
    ['priceByMonth', { area: Number.NaN, priceSqByMonth: 1, priceByMonth: 5 }, {}],
  ] as const)('typing %s keeps the row in step', (changed, amounts, patch) => {
    expect(linkedAmounts({ date: '2026-01-01T00:00:00.000Z', ...amounts }, changed)).toEqual(patch);
  });

  it('sums the payments exactly, a row being typed counting 0', () => {
    expect(
      sumPayments([{ priceByMonth: 0.1 }, { priceByMonth: 0.2 }, { priceByMonth: Number.NaN }]),
    ).toBe(0.3);
  });
});

describe('generated schedules', () => {
  const input = {
    total: 12_000_000,
    months: 24,
    firstPayment: 2_000_000,
    ratePercent: 6,
    startDate: '2026-01-31',
    area: 54.3,
  };

  it('fills the rows as the form holds them', () => {
    const { rows, basis } = generatedRows(input);
    expect(rows).toHaveLength(25);
    expect(rows[0]).toMatchObject({ date: '2026-01-31T00:00:00.000Z', priceByMonth: 2_000_000 });
    expect(rows[1]?.date).toBe('2026-02-28T00:00:00.000Z');
    expect(basis).toEqual({ total: 12_000_000, ratePercent: 6 });
  });

  it('has the totals the generator computed, while they follow the rows', () => {
    const { rows, basis } = generatedRows(input);
    const schedule = generateSchedule(input);
    expect(followTotals(rows, basis)).toEqual({
      summary: Number(schedule.summary),
      overpayment: Number(schedule.overpayment),
      percent: Number(schedule.percent),
    });
  });

  it('without a basis, only the summary follows the rows', () => {
    expect(followTotals([{ priceByMonth: 10 }, { priceByMonth: 5.5 }], null)).toEqual({
      summary: 15.5,
    });
    expect(followTotals([{ priceByMonth: 10 }], { total: 20, ratePercent: 0 })).toEqual({
      summary: 10,
      overpayment: 0,
      percent: 0,
    });
  });
});

describe("the document schemas' messages", () => {
  const manager = { name: '', phone: '', email: 'x' };
  const results = [
    commercialOfferInput.safeParse({ units: [], manager, phone: '', name: '' }),
    commercialOfferInput.safeParse({
      units: [{ unit: A, options: Array.from({ length: 31 }, () => ({ def: 'x', value: '' })) }],
      manager,
      phone: '+79991234567',
      name: 'x',
    }),
    commercialOfferInput.safeParse({
      units: [{ unit: A }, { unit: A }],
      manager,
      phone: '+79991234567',
      name: 'x',
    }),
    commercialOfferInput.safeParse({
      units: Array.from({ length: 21 }, (_, i) => ({ unit: `${A.slice(0, -2)}${10 + i}` })),
      manager,
      phone: '+79991234567',
      name: 'x',
    }),
    paymentScheduleInput.safeParse({ items: [], manager, summary: NaN, range: -1, percent: NaN }),
    paymentScheduleInput.safeParse({
      items: [{ date: undefined, area: NaN, priceSqByMonth: -1, priceByMonth: 1e13 }],
      manager,
      summary: 1,
      percent: 101,
    }),
    paymentScheduleInput.safeParse({
      items: Array.from({ length: 361 }, () => ({
        date: '2026-01-01T00:00:00.000Z',
        area: 1,
        priceSqByMonth: 1,
        priceByMonth: 1,
      })),
      manager,
      summary: 1,
    }),
  ];
  const messages = [
    ...new Set(results.flatMap((r) => r.error?.issues.map((i) => i.message) ?? [])),
  ];

  it.each(messages)('reads "%s" in the interface language', (message) => {
    const known = matchValidationMessage(message);
    expect(known, message).not.toBeNull();
    if (!known) return;
    expect(en.validation[known.key]).toBeTruthy();
    expect(ru.validation[known.key]).toBeTruthy();
  });

  it('covers the list limits', () => {
    expect(messages).toEqual(
      expect.arrayContaining([
        'Choose at least one unit',
        'A unit is listed twice',
        'At most 20 units in one offer',
        'At most 30 options per unit',
        'Add at least one payment',
        'At most 360 payments',
      ]),
    );
  });
});
