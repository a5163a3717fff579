/**
 * `dashboard.summary` (docs/api.md#dashboard) on real rows made through the services and moved in
 * time, every figure computed here from what was made: the APP_TIMEZONE day boundaries (UTC+3), a
 * realtor's own figures, weekly buckets, and the period's validation.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerId, payments, units } from '@app/db';
import { decimalPlaces } from '@app/validators';
import { dashboardSummary, type DashboardSummary } from '../../../src/services/dashboard';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import { actorOf } from '../payments/payment-fixtures';
import { judge, make, type Made, type Spec } from './dashboard-fixtures';

const t = useTestDb();

// Wednesday 12 March 2031, 13:00 in Moscow. The period: Wednesday 5 to Tuesday 18 March (Moscow).
const NOW = new Date('2031-03-12T10:00:00Z');
const PERIOD = { from: '2031-03-05', to: '2031-03-18' };
const P = { start: new Date('2031-03-04T21:00:00Z'), end: new Date('2031-03-18T21:00:00Z') };
const DAYS: { today: [Date, Date]; tomorrow: [Date, Date] } = {
  today: [new Date('2031-03-11T21:00:00Z'), new Date('2031-03-12T21:00:00Z')],
  tomorrow: [new Date('2031-03-12T21:00:00Z'), new Date('2031-03-13T21:00:00Z')],
};

const SPECS: Spec[] = [
  // Created 00:30 Moscow on the period's first day (still the 4th in UTC): in the period.
  {
    owner: 'manager',
    responsible: 'manager',
    created: '2031-03-04T21:30:00Z',
    expires: '2031-03-12T20:59:59Z',
  },
  // 23:30 Moscow the day before the period: outside it. Expires at Moscow midnight: tomorrow.
  {
    owner: 'head',
    responsible: 'manager',
    created: '2031-03-04T20:30:00Z',
    expires: '2031-03-12T21:00:00Z',
  },
  // Monday 10 March 00:30 Moscow (Sunday in UTC): the second week. Expires the last instant of tomorrow.
  {
    owner: 'realtor',
    responsible: 'manager',
    created: '2031-03-09T21:30:00Z',
    expires: '2031-03-13T20:59:59Z',
  },
  // Expires at the start of the day after tomorrow: neither today nor tomorrow.
  {
    owner: 'realtor',
    responsible: 'head',
    created: '2031-03-06T09:00:00Z',
    expires: '2031-03-13T21:00:00Z',
  },
  // Lapsed this morning, not swept yet: expired in the period, not live.
  {
    owner: 'realtor',
    responsible: 'head',
    created: '2031-03-07T09:00:00Z',
    expires: '2031-03-12T06:00:00Z',
  },
  // Swept on Friday 7 March: expired in the period.
  {
    owner: 'head',
    responsible: 'head',
    created: '2031-03-05T12:00:00Z',
    expires: '2031-03-07T10:00:00Z',
    swept: true,
  },
  // Swept before the period: not counted as expired in it.
  {
    owner: 'manager',
    responsible: 'manager',
    created: '2031-02-20T12:00:00Z',
    expires: '2031-03-01T10:00:00Z',
    swept: true,
  },
  // Paid Monday 10 March 08:00 UTC, its paid period ends later today: live, paid, expiring today.
  {
    owner: 'realtor',
    responsible: 'manager',
    created: '2031-03-06T10:00:00Z',
    expires: '2031-03-11T10:00:00Z',
    paidAt: '2031-03-10T08:00:00Z',
    paidUntil: '2031-03-12T15:00:00Z',
  },
  // Paid in the period, its paid period ended yesterday: overdue.
  {
    owner: 'manager',
    responsible: 'head',
    created: '2031-03-05T10:00:00Z',
    expires: '2031-03-09T10:00:00Z',
    paidAt: '2031-03-08T08:00:00Z',
    paidUntil: '2031-03-11T10:00:00Z',
  },
  // Paid at midnight Moscow starting the period (21:00 UTC the day before): in the period, week 1.
  {
    owner: 'realtor',
    responsible: 'manager',
    created: '2031-03-03T10:00:00Z',
    expires: '2031-03-06T10:00:00Z',
    paidAt: '2031-03-04T21:00:00Z',
    paidUntil: '2031-04-02T10:00:00Z',
  },
  // Paid one second before it: outside the period.
  {
    owner: 'head',
    responsible: 'head',
    created: '2031-03-03T10:00:00Z',
    expires: '2031-03-06T10:00:00Z',
    paidAt: '2031-03-04T20:59:59Z',
    paidUntil: '2031-04-02T10:00:00Z',
  },
];

let before: DashboardSummary;
let beforeRealtor: DashboardSummary;
let made: Made[];
const judged = () => made.map((m) => ({ m, j: judge(m, NOW, P, DAYS) }));

beforeAll(async () => {
  const [head, realtor] = await Promise.all([actorOf(t.db, 'head'), actorOf(t.db, 'realtor')]);
  before = await dashboardSummary(t.db, head, PERIOD, NOW);
  beforeRealtor = await dashboardSummary(t.db, realtor, PERIOD, NOW);
  made = [];
  for (const spec of SPECS) made.push(await make(t.db, spec));
});

/** The payments of the bookings made, received in the period: count and sum in kopecks. */
async function paymentsIn(of: Made[]) {
  const rows = await t.db
    .select({ amount: payments.amount, at: payments.created_at })
    .from(payments)
    .where(
      and(
        inArray(
          payments.booking,
          of.map((m) => m.id),
        ),
        eq(payments.status, 'SUCCEEDED'),
      ),
    );
  const inPeriod = rows.filter((r) => r.at >= P.start && r.at < P.end);
  const kopecks = inPeriod.reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0);
  return { count: inPeriod.length, kopecks };
}
const kopecksOf = (money: string | number) => Math.round(Number(money) * 100);
/** An answer's money or area: a JSON number with at most 2 decimals (docs/api.md#transport). */
const expectMoneyNumber = (n: unknown) => {
  expect(typeof n).toBe('number');
  expect(decimalPlaces(n as number)).toBeLessThanOrEqual(2);
};

function expectedFlows(list: ReturnType<typeof judged>, key: (m: Made) => string) {
  const out = new Map<string, { created: number; paid: number; expired: number }>();
  for (const { m, j } of list) {
    if (!j.createdIn && !j.paidIn && !j.expiredIn) continue;
    const f = out.get(key(m)) ?? { created: 0, paid: 0, expired: 0 };
    f.created += Number(j.createdIn);
    f.paid += Number(j.paidIn);
    f.expired += Number(j.expiredIn);
    out.set(key(m), f);
  }
  return out;
}

type FlowRow = { created: number; paid: number; expired: number };
const flows = <R extends FlowRow>(rows: R[], id: (r: R) => string) =>
  new Map(rows.map((r) => [id(r), { created: r.created, paid: r.paid, expired: r.expired }]));

function expectNowFigures(
  after: DashboardSummary,
  base: DashboardSummary,
  list: ReturnType<typeof judged>,
) {
  const n = (k: 'booked' | 'paid' | 'overdue' | 'today' | 'tomorrow') =>
    list.filter(({ j }) => j[k]).length;
  expect(after.bookings).toEqual({
    booked: base.bookings.booked + n('booked'),
    paid: base.bookings.paid + n('paid'),
    overdue: base.bookings.overdue + n('overdue'),
  });
  expect(after.expiring).toEqual({
    today: base.expiring.today + n('today'),
    tomorrow: base.expiring.tomorrow + n('tomorrow'),
  });
}

describe('dashboard.summary', () => {
  it('counts the organisation: live bookings, expiring today and tomorrow in APP_TIMEZONE, overdue, the period', async () => {
    const head = await actorOf(t.db, 'head');
    const s = await dashboardSummary(t.db, head, PERIOD, NOW);
    const list = judged();
    expect(s.today).toBe('2031-03-12');
    expect(s.tomorrow).toBe('2031-03-13');
    expect(s.period).toEqual({ ...PERIOD, time_zone: 'Europe/Moscow' });
    // The fixtures are meant to reach each boundary: check they do, so the test cannot go blunt.
    expect(list.filter(({ j }) => j.today).length).toBe(2);
    expect(list.filter(({ j }) => j.tomorrow).length).toBe(2);
    expect(list.filter(({ j }) => j.overdue).length).toBe(1);
    expectNowFigures(s, before, list);

    // The period's figures: nothing else in this database lies in 2031.
    expect(before.payments).toEqual({ count: 0, sum: 0 });
    const pay = await paymentsIn(made);
    expect(pay.count).toBe(3);
    expect({ count: s.payments.count, kopecks: kopecksOf(s.payments.sum) }).toEqual(pay);
    expectMoneyNumber(s.payments.sum);

    const byPerson = expectedFlows(list, (m) => m.responsibleId);
    expect(flows(s.by_responsible, (r) => r.user)).toEqual(byPerson);
    for (const r of s.by_responsible) {
      expect(r.name).not.toBe('');
      expect(r.conversion).toBe(r.created ? Number((r.paid / r.created).toFixed(4)) : null);
    }
    // Only the realtor (agency «Этажи») is an agent: the agency row is the realtor's bookings.
    const agency = expectedFlows(
      list.filter(({ m }) => m.owner === 'realtor'),
      () => partnerId('etazhi'),
    );
    expect(flows(s.by_agency, (r) => r.partner)).toEqual(agency);
  });

  it('buckets the period by week (Monday to Sunday in APP_TIMEZONE), the first and last weeks cut to it', async () => {
    const s = await dashboardSummary(t.db, await actorOf(t.db, 'head'), PERIOD, NOW);
    expect(s.weeks.map((w) => [w.start, w.end])).toEqual([
      ['2031-03-05', '2031-03-09'],
      ['2031-03-10', '2031-03-16'],
      ['2031-03-17', '2031-03-18'],
    ]);
    const bounds = [
      P.start,
      new Date('2031-03-09T21:00:00Z'),
      new Date('2031-03-16T21:00:00Z'),
      P.end,
    ];
    const inWeek = (iso: string | undefined, i: number) =>
      iso !== undefined &&
      new Date(iso) >= (bounds[i] as Date) &&
      new Date(iso) < (bounds[i + 1] as Date);
    s.weeks.forEach((w, i) => {
      expect(w.bookings_created).toBe(made.filter((m) => inWeek(m.created, i)).length);
      expect(w.payments_count).toBe(made.filter((m) => inWeek(m.paidAt, i)).length);
    });
    const createdIn = judged().filter(({ j }) => j.createdIn).length;
    expect(s.weeks.reduce((n, w) => n + w.bookings_created, 0)).toBe(createdIn);
    expect(s.weeks[1]?.bookings_created).toBe(1); // the Monday 00:30 Moscow one, Sunday in UTC
    expect(s.weeks.reduce((n, w) => n + kopecksOf(w.payments_sum), 0)).toBe(
      kopecksOf(s.payments.sum),
    );
    expect(s.weeks.reduce((n, w) => n + w.payments_count, 0)).toBe(s.payments.count);
  });

  it("gives a realtor the figures of their own bookings only; the stock is everyone's", async () => {
    const realtor = await actorOf(t.db, 'realtor');
    const s = await dashboardSummary(t.db, realtor, PERIOD, NOW);
    const own = judged().filter(({ m }) => m.owner === 'realtor');
    expectNowFigures(s, beforeRealtor, own);
    expect(s.payments).toEqual({
      count: (await paymentsIn(made.filter((m) => m.owner === 'realtor'))).count,
      sum: expect.any(Number),
    });
    expect(kopecksOf(s.payments.sum)).toBe(
      (await paymentsIn(made.filter((m) => m.owner === 'realtor'))).kopecks,
    );
    expect(flows(s.by_responsible, (r) => r.user)).toEqual(
      expectedFlows(own, (m) => m.responsibleId),
    );
    expect(flows(s.by_agency, (r) => r.partner)).toEqual(
      expectedFlows(own, () => partnerId('etazhi')),
    );
    const head = await dashboardSummary(t.db, await actorOf(t.db, 'head'), PERIOD, NOW);
    expect(s.units).toEqual(head.units);
  });

  it('counts the stock by status with its area, every status listed', async () => {
    const s = await dashboardSummary(t.db, await actorOf(t.db, 'head'), PERIOD, NOW);
    const rows = await t.db.select({ status: units.status, area: units.area }).from(units);
    expect(s.units).toHaveLength(9);
    for (const u of s.units) {
      const mine = rows.filter((r) => r.status === u.status);
      expect([u.status, u.count, kopecksOf(u.area)]).toEqual([
        u.status,
        mine.length,
        mine.reduce((n, r) => n + kopecksOf(r.area), 0),
      ]);
      expectMoneyNumber(u.area);
    }
  });

  it('answers through the procedure for staff and viewers, refuses a period backwards, too long or malformed with field messages', async () => {
    const viewer = await callerAs(t.db, 'viewer');
    const ok = await viewer.dashboard.summary({ from: '2030-03-19', to: '2031-03-19' });
    expect(ok.weeks.length).toBeGreaterThan(52);
    // Through the output schema: money, areas and conversions are JSON numbers.
    expectMoneyNumber(ok.payments.sum);
    for (const u of ok.units) expectMoneyNumber(u.area);
    for (const w of ok.weeks) expectMoneyNumber(w.payments_sum);
    const rates = ok.by_responsible.map((r) => r.conversion).filter((c) => c !== null);
    expect(rates.length).toBeGreaterThan(0);
    for (const c of rates) expect(typeof c).toBe('number');
    const backwards = await expectAppError(
      viewer.dashboard.summary({ from: '2031-03-18', to: '2031-03-05' }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(backwards.fieldErrors?.to).toEqual(['Must not be before from']);
    const long = await expectAppError(
      viewer.dashboard.summary({ from: '2030-03-18', to: '2031-03-19' }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(long.fieldErrors?.to).toEqual(['The period may span at most 366 days']);
    const bad = await expectAppError(
      viewer.dashboard.summary({ from: '2031-02-30', to: '18.03.2031' }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['from', 'to']);
  });
});
