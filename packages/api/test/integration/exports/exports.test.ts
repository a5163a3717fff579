/**
 * Excel exports (`GET /api/exports/<kind>.xlsx`) through the app's listener: the file read back
 * with exceljs: headers in the user's language, money as numbers in a ₽ format, dates as dates in
 * APP_TIMEZONE, the list's filter and scope (realtors), phones masked for read-only users.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoUserId, units, users } from '@app/db';
import { grantFor } from '@app/permissions';
import { getEnv } from '../../../src/env';
import { EXPORT_KINDS, type ExportKindName } from '../../../src/services/exports';
import { reset } from '../../../src/services/rate-limit';
import { useHttpServer } from '../../http-server';
import { availableUnits, callerAs, useTestDb } from '../../helpers';

const t = useTestDb();
const server = useHttpServer(() => t.db);
type Who = 'head' | 'manager' | 'realtor' | 'viewer';

const get = (kind: string, who: Who, filter?: unknown, at?: string) =>
  fetch(
    `${server.base()}/api/exports/${kind}.xlsx${
      filter === undefined
        ? ''
        : `?filter=${encodeURIComponent(typeof filter === 'string' ? filter : JSON.stringify(filter))}`
    }${at === undefined ? '' : `${filter === undefined ? '?' : '&'}at=${encodeURIComponent(at)}`}`,
    { headers: { cookie: `sid=${demoUserId(who)}` } },
  );

async function sheetOf(res: Response) {
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  expect(wb.worksheets).toHaveLength(1);
  const ws = wb.worksheets[0] as ExcelJS.Worksheet;
  const rows: ExcelJS.Row[] = [];
  ws.eachRow((r) => rows.push(r));
  const header = (rows[0]?.values as unknown[]).slice(1);
  return { ws, header, rows: rows.slice(1) };
}

const setLocale = (who: Who, locale: 'ru' | 'en') =>
  t.db
    .update(users)
    .set({ settings: sql`${users.settings} || ${JSON.stringify({ locale })}::jsonb` })
    .where(eq(users.id, demoUserId(who)));

let used = 0;
async function book(who: 'manager' | 'realtor', phone = '+79161234567') {
  const [unit] = await availableUnits(t.db, 1, used++);
  const caller = await callerAs(t.db, who);
  const { item } = await caller.bookings.create({
    unit: unit as string,
    comment: `export-${randomUUID().slice(0, 8)}`,
    customer: { name: 'Петров Пётр', phone, email: 'petrov@example.ru' },
  });
  return caller.bookings.get({ id: item.id });
}

beforeEach(async () => {
  await reset(t.db, 'exportsByUser', demoUserId('head'));
  await reset(t.db, 'exportsByUser', demoUserId('manager'));
});

describe('GET /api/exports/bookings.xlsx', () => {
  it('writes the Russian headers, the booking price as a ₽ number and dates as local dates', async () => {
    const b = await book('manager');
    const res = await get('bookings', 'manager', { query: b.comment });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bookings-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { ws, header, rows } = await sheetOf(res);
    expect(header.slice(0, 5)).toEqual([
      'Бронь №',
      'Помещение',
      'Цена при бронировании',
      'Статус',
      'Покупатель',
    ]);
    expect(rows).toHaveLength(1);
    const row = rows[0] as ExcelJS.Row;
    expect(row.getCell(1).value).toBe(b.number);
    // The unit as every screen names it: its number and its code.
    expect(row.getCell(2).value).toBe(`кв.\u00a0${b.unit_data.number} · ${b.unit_data.code}`);
    const price = row.getCell(3);
    expect(typeof price.value).toBe('number');
    // The agreed price (`price.total`), as the card, the offer and the webhook have it.
    expect(price.value).toBe(b.price?.total);
    expect(price.numFmt).toContain('₽');
    expect(row.getCell(4).value).toBe('Действует');
    expect(row.getCell(6).value).toBe('+7 916 123-45-67');
    const expires = row.getCell(10);
    expect(expires.value).toBeInstanceOf(Date);
    expect(expires.numFmt).toMatch(/dd\.mm\.yyyy hh:mm/);
    // The cell holds the wall-clock time of APP_TIMEZONE (Moscow, UTC+3, in the tests' env).
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: process.env.APP_TIMEZONE ?? 'Europe/Moscow',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(b.expiration_date));
    expect((expires.value as Date).toISOString().replace('T', ' ').slice(0, 19)).toBe(local);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes a value that looks like a formula as text', async () => {
    const b = await book('manager');
    const manager = await callerAs(t.db, 'manager');
    await manager.bookings.update({ id: b.id, comment: '=HYPERLINK("http://evil.test","x")' });
    const { rows } = await sheetOf(await get('bookings', 'manager', { query: 'evil.test' }));
    expect(rows).toHaveLength(1);
    const cell = rows[0]?.getCell(13);
    expect(cell?.value).toBe('=HYPERLINK("http://evil.test","x")');
    expect(cell?.formula).toBeUndefined();
  });

  it('writes English when the user reads English', async () => {
    const b = await book('manager');
    await setLocale('manager', 'en');
    try {
      const { header, rows } = await sheetOf(
        await get('bookings', 'manager', { query: b.comment }),
      );
      expect(header.slice(0, 4)).toEqual(['Booking No.', 'Unit', 'Price when booked', 'Status']);
      expect(rows[0]?.getCell(4).value).toBe('Active');
      expect(rows[0]?.getCell(2).value).toBe(
        `apt.\u00a0${b.unit_data.number} · ${b.unit_data.code}`,
      );
      expect(rows[0]?.getCell(3).numFmt).toBe('"₽"#,##0.00');
    } finally {
      await setLocale('manager', 'ru');
    }
    // The screen's language (its Export button sends `lang`) wins over the setting.
    const url = `${server.base()}/api/exports/bookings.xlsx?lang=en&filter=${encodeURIComponent(JSON.stringify({ query: b.comment }))}`;
    const cookie = { cookie: `sid=${demoUserId('manager')}` };
    const { header } = await sheetOf(await fetch(url, { headers: cookie }));
    expect(header[0]).toBe('Booking No.');
    const bad = await fetch(url.replace('lang=en', 'lang=de'), { headers: cookie });
    expect(bad.status).toBe(400);
  });

  it('gives a realtor only their own bookings, and a viewer the phones masked', async () => {
    const mine = await book('realtor');
    const theirs = await book('manager');
    await reset(t.db, 'exportsByUser', demoUserId('realtor'));
    const realtor = await sheetOf(await get('bookings', 'realtor'));
    const numbers = realtor.rows.map((r) => r.getCell(1).value);
    expect(numbers).toContain(mine.number);
    expect(numbers).not.toContain(theirs.number);

    await reset(t.db, 'exportsByUser', demoUserId('viewer'));
    const viewer = await sheetOf(await get('bookings', 'viewer', { query: theirs.comment }));
    expect(viewer.rows).toHaveLength(1);
    expect(viewer.rows[0]?.getCell(6).value).toBe('+7 916 ***-**-67');
    expect(viewer.rows[0]?.getCell(7).value ?? null).toBeNull();
  });

  it("takes bookings.list's filter (filters, include_expired) and refuses a member no list knows", async () => {
    const [a, b] = [await book('manager'), await book('manager')];
    const byNumber = { filters: [{ property: 'number', operator: 'EQ', value: [b.number] }] };
    const { rows } = await sheetOf(
      await get('bookings', 'manager', { ...byNumber, include_expired: true }),
    );
    expect(rows.map((r) => r.getCell(1).value)).toEqual([b.number]);
    expect(rows.map((r) => r.getCell(1).value)).not.toContain(a.number);
    for (const [kind, filter] of [
      ['bookings', { ...byNumber, filterz: [] }],
      ['payments', { bogus: 1 }],
      ['units', { query: 'x' }],
    ] as const) {
      const res = await get(kind, 'manager', filter);
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: { data: { fieldErrors: Record<string, string[]> } };
      };
      expect(body.error.data.fieldErrors.filter?.join(' ')).toMatch(/filterz|bogus|query/);
    }
  });

  it('refuses a bad filter with field messages, hostile text unread, and strangers', async () => {
    const bad = await get('bookings', 'manager', { responsible: ['not-a-uuid'] });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as {
      error: { data: { appCode: string; fieldErrors: Record<string, string[]> } };
    };
    expect(body.error.data.appCode).toBe('INVALID_FILTER');
    expect(Object.keys(body.error.data.fieldErrors)).toEqual(['filter.responsible.0']);
    const notJson = await get('bookings', 'manager', '{"query":');
    expect(notJson.status).toBe(400);
    const huge = await get('bookings', 'manager', JSON.stringify({ query: 'x'.repeat(9000) }));
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as typeof body).error.data.fieldErrors).toEqual({
      filter: ['At most 8192 characters'],
    });
    const proto = await get(
      'units',
      'manager',
      '{"__proto__":{"x":1},"filters":[{"property":"__proto__","operator":"EQ","value":[1]}]}',
    );
    expect(proto.status).toBe(400);
    const anonymous = await fetch(`${server.base()}/api/exports/bookings.xlsx`);
    expect(anonymous.status).toBe(401);
  });

  it('limits a user to 10 exports a minute', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await get('units', 'head', {
        filters: [{ property: 'code', operator: 'EQ', value: ['none'] }],
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await get('units', 'head');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the other kinds', () => {
  it('units: the price range and order read the total the grid shows, in the list and the file', async () => {
    const manager = await callerAs(t.db, 'manager');
    const [first] = await t.db.select().from(units).orderBy(units.code).limit(1);
    const building = {
      property: 'building',
      operator: 'EQ' as const,
      value: [first?.building as string],
    };
    const page = { page: 1, limit: 100, order_by: 'price', direction: 'asc' as const };
    const all = await manager.units.list({ filter: { filters: [building] }, pagination: page });
    const totals = all.items.map((u) => u.price).filter((p) => p !== null);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // A unit whose default conditions move its price off the base.
    const pick = all.items.find((u) => u.price !== null && u.price !== u.base_price);
    expect(pick).toBeDefined();
    const at = pick?.price as number;
    const filter = {
      filters: [
        building,
        { property: 'price', operator: 'GTE' as const, value: [at] },
        { property: 'price', operator: 'LTE' as const, value: [at] },
      ],
    };
    const listed = await manager.units.list({ filter, pagination: page });
    expect(listed.items.map((u) => u.id)).toContain(pick?.id);
    expect(listed.items.every((u) => u.price === at)).toBe(true);
    const { rows } = await sheetOf(await get('units', 'manager', filter));
    expect(rows.map((r) => r.getCell(6).value).sort()).toEqual(
      listed.items.map((u) => u.code).sort(),
    );
    expect(rows.every((r) => r.getCell(10).value === at)).toBe(true);
  });

  it('units: the grid as a table, filtered, with statuses as words and areas as numbers', async () => {
    const [first] = await t.db.select().from(units).orderBy(units.code).limit(1);
    const { header, rows } = await sheetOf(
      await get('units', 'manager', {
        filters: [{ property: 'building', operator: 'EQ', value: [first?.building] }],
      }),
    );
    expect(header).toContain('Площадь, м²');
    const inBuilding = await t.db.$count(units, eq(units.building, first?.building as string));
    expect(rows).toHaveLength(inBuilding);
    expect(typeof rows[0]?.getCell(8).value).toBe('number');
    expect(rows.map((r) => r.getCell(9).value)).toContain('Свободна');
    // Rooms as the grid writes them: a studio is «студия», never 0.
    const rooms = rows.map((r) => r.getCell(7).value);
    expect(rooms).toContain('студия');
    expect(rooms).not.toContain(0);
    expect(rooms.filter((v) => v !== 'студия').every((v) => typeof v === 'number')).toBe(true);
  });

  it('price list: base price and the default total, the figures of pricing.quote', async () => {
    const [unit] = await availableUnits(t.db, 1, 200);
    const [row] = await t.db
      .select()
      .from(units)
      .where(eq(units.id, unit as string));
    const { header, rows } = await sheetOf(
      await get('price-list', 'manager', {
        filters: [{ property: 'code', operator: 'EQ', value: [row?.code] }],
      }),
    );
    expect(header).toContain('Итого с условиями по умолчанию');
    const quote = await (await callerAs(t.db, 'manager')).pricing.quote({ unit: unit as string });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.getCell(8).value).toBe(quote.base_price.amount);
    expect(rows[0]?.getCell(9).value).toBe(quote.total);
    expect(rows[0]?.getCell(9).numFmt).toContain('₽');
  });

  it('price list as of a later instant: the scheduled base price, and that day in the file name', async () => {
    const [unit] = await availableUnits(t.db, 1, 210);
    const [row] = await t.db
      .select()
      .from(units)
      .where(eq(units.id, unit as string));
    const head = await callerAs(t.db, 'head');
    const from = new Date(Date.now() + 10 * 86_400_000);
    await head.basePrices.create({
      unit: unit as string,
      price_per_sq_m: 1,
      fixed_price: 9_876_543.21,
      valid_from: from.toISOString(),
    });
    const filter = { filters: [{ property: 'code', operator: 'EQ', value: [row?.code] }] };
    const today = await sheetOf(await get('price-list', 'manager', filter));
    const later = await get('price-list', 'manager', filter, from.toISOString());
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: getEnv().APP_TIMEZONE }).format(from);
    expect(later.headers.get('content-disposition')).toContain(`price-list-${day}.xlsx`);
    const { rows } = await sheetOf(later);
    const quote = await (
      await callerAs(t.db, 'manager')
    ).pricing.quote({
      unit: unit as string,
      date: from.toISOString(),
    });
    expect(rows[0]?.getCell(8).value).toBe(9_876_543.21);
    expect(rows[0]?.getCell(9).value).toBe(quote.total);
    expect(today.rows[0]?.getCell(8).value).not.toBe(9_876_543.21);
  });

  it('refuses a date that is not an ISO instant, one outside the years 1900-2200, and a date on a list that has none', async () => {
    for (const [kind, at] of [
      ['price-list', 'tomorrow'],
      ['price-list', '2026-12-01'],
      ['price-list', '0001-01-01T00:00:00Z'],
      ['price-list', '9999-12-31T00:00:00Z'],
      ['price-list', '1899-12-31T23:59:59Z'],
      ['bookings', new Date().toISOString()],
    ] as const) {
      const res = await get(kind, 'head', undefined, at);
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: { data: { fieldErrors: Record<string, string[]> } };
      };
      expect(Object.keys(body.error.data.fieldErrors)).toEqual(['at']);
    }
  });

  it('payments: the ledger with amounts as ₽ numbers; a realtor sees the payments of their own bookings', async () => {
    const theirs = await book('manager');
    const manager = await callerAs(t.db, 'manager');
    await manager.payments.confirmManual({ booking: theirs.id });
    const filter = { filters: [{ property: 'booking', operator: 'EQ', value: [theirs.id] }] };
    const { rows } = await sheetOf(await get('payments', 'manager', filter));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.getCell(1).value).toBeInstanceOf(Date);
    expect(rows[0]?.getCell(2).value).toBe(theirs.number);
    expect(rows[0]?.getCell(6).value).toBe('Проведён');
    expect(typeof rows[0]?.getCell(7).value).toBe('number');
    expect(rows[0]?.getCell(7).numFmt).toContain('₽');
    await reset(t.db, 'exportsByUser', demoUserId('realtor'));
    expect((await sheetOf(await get('payments', 'realtor', filter))).rows).toHaveLength(0);
  });
});

describe('who may export what', () => {
  const NONE = {
    bookings: { query: 'no-such-booking-text' },
    payments: { filters: [{ property: 'status', operator: 'EQ', value: ['NONE'] }] },
    'price-list': { filters: [{ property: 'code', operator: 'EQ', value: ['none'] }] },
    units: { filters: [{ property: 'code', operator: 'EQ', value: ['none'] }] },
  };
  const roles = {
    head: 'ROLE_SALES_HEAD',
    manager: 'ROLE_MANAGER',
    realtor: 'ROLE_REALTOR',
    viewer: 'ROLE_READ_ONLY',
  } as const;
  it.each(Object.keys(roles) as Who[])(
    '%s: each kind as the permission table says',
    async (who) => {
      await reset(t.db, 'exportsByUser', demoUserId(who));
      for (const kind of Object.keys(EXPORT_KINDS) as ExportKindName[]) {
        const res = await get(kind, who, NONE[kind]);
        const allowed = grantFor([roles[who]], EXPORT_KINDS[kind].action) !== 'none';
        expect(res.status, `${who} ${kind}`).toBe(allowed ? 200 : 403);
        if (allowed) expect((await sheetOf(res)).rows).toHaveLength(0);
        else await res.arrayBuffer();
      }
    },
  );
});
