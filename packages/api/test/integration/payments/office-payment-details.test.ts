/**
 * An office payment's details (`payments.confirmManual`: external_ref, method, paid_at,
 * receipt_number): stored, on the ledger over tRPC and REST, refused as 400s, in the export.
 */
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingHistory, DEMO_PASSWORD, demoUserId } from '@app/db';
import { reset } from '../../../src/services/rate-limit';
import { useHttpServer } from '../../http-server';
import { callerAs, expectAppError, nextIp, useTestDb } from '../../helpers';
import { book, paymentsOf } from './payment-fixtures';

const t = useTestDb();
const server = useHttpServer(() => t.db);
const HOSTILE = `<img src=x onerror=alert(1)>'; drop table payments; -- =HYPERLINK("x")`;

async function rest(path: string, body: unknown, auth: string) {
  const res = await fetch(`${server.base()}/api/v1/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${auth}`,
      'x-forwarded-for': nextIp(),
    },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function managerToken(): Promise<string> {
  const res = await fetch(`${server.base()}/api/v1/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ login: 'manager@demo.test', password: DEMO_PASSWORD }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const byBooking = (booking: string) => ({
  filter: { filters: [{ property: 'booking', operator: 'EQ' as const, value: [booking] }] },
  pagination: { page: 1, limit: 10, order_by: 'created_at', direction: 'asc' as const },
});

describe('payments.confirmManual: the office payment’s details', () => {
  it('stores them as given (trimmed) and returns them on the ledger; an amoCRM order number is accepted', async () => {
    const b = await book(t.db);
    const manager = await callerAs(t.db, 'manager');
    const paidAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    const { item } = await manager.payments.confirmManual({
      booking: b.id,
      external_ref: '  28731945 ',
      method: 'CARD_TERMINAL',
      paid_at: paidAt,
      receipt_number: ' ФН-0042/7 ',
    });
    const [row] = await paymentsOf(t.db, b.id);
    expect(row).toMatchObject({
      id: item.id,
      order: null,
      external_ref: '28731945',
      method: 'CARD_TERMINAL',
      receipt_number: 'ФН-0042/7',
    });
    expect(row?.paid_at?.toISOString()).toBe(paidAt);
    const { items } = await manager.payments.list(byBooking(b.id));
    expect(items[0]).toMatchObject({
      external_ref: '28731945',
      method: 'CARD_TERMINAL',
      paid_at: paidAt,
      receipt_number: 'ФН-0042/7',
    });
    // Stored as JSON text, read raw: drizzle's jsonb reader parses a string value a second time
    // ("28731945" would come back as a number), docs/decisions.md.
    const h = bookingHistory;
    const rows = await t.db
      .select({ property: h.property, v: sql<string>`${h.new_value} #>> '{}'` })
      .from(h)
      .where(
        and(
          eq(h.booking, b.id),
          eq(h.entity_type, 'Payment'),
          sql`jsonb_typeof(${h.new_value}) = 'string'`,
        ),
      );
    expect(Object.fromEntries(rows.map((r) => [r.property, r.v]))).toMatchObject({
      external_ref: '28731945',
      method: 'CARD_TERMINAL',
      receipt_number: 'ФН-0042/7',
    });
  });

  it('keeps a hostile string as text; blank strings and omitted fields read as null', async () => {
    const manager = await callerAs(t.db, 'manager');
    const hostile = await book(t.db);
    await manager.payments.confirmManual({ booking: hostile.id, external_ref: HOSTILE });
    expect((await paymentsOf(t.db, hostile.id))[0]?.external_ref).toBe(HOSTILE);
    const blank = await book(t.db);
    await manager.payments.confirmManual({
      booking: blank.id,
      external_ref: '   ',
      receipt_number: '',
      method: null,
      paid_at: null,
    });
    const { items } = await manager.payments.list(byBooking(blank.id));
    expect(items[0]).toMatchObject({
      external_ref: null,
      method: null,
      paid_at: null,
      receipt_number: null,
    });
  });

  it('refuses a future paid_at, too long strings and an unknown method as 400 with fieldErrors, writing nothing', async () => {
    const b = await book(t.db);
    const manager = await callerAs(t.db, 'manager');
    const e = await expectAppError(
      manager.payments.confirmManual({
        booking: b.id,
        external_ref: 'x'.repeat(256),
        receipt_number: '1'.repeat(65),
        // @ts-expect-error: not a method
        method: 'BITCOIN',
        paid_at: new Date(Date.now() + 3600_000).toISOString(),
      }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(e.fieldErrors).toEqual({
      external_ref: ['At most 255 characters'],
      receipt_number: ['At most 64 characters'],
      method: ['Must be one of CASH, CARD_TERMINAL, BANK_TRANSFER'],
      paid_at: ['Must not be in the future'],
    });
    const notDate = await expectAppError(
      manager.payments.confirmManual({ booking: b.id, paid_at: 'yesterday' }),
      'BAD_REQUEST',
    );
    expect(Object.keys(notDate.fieldErrors ?? {})).toEqual(['paid_at']);
    // `order` stays a uuid: an amoCRM number belongs in external_ref.
    const order = await expectAppError(
      manager.payments.confirmManual({ booking: b.id, order: '28731945' }),
      'BAD_REQUEST',
    );
    expect(order.fieldErrors).toEqual({ order: ['Must be a UUID'] });
    // The longest accepted values pass.
    await manager.payments.confirmManual({
      booking: b.id,
      external_ref: 'x'.repeat(255),
      receipt_number: '1'.repeat(64),
    });
    expect(await paymentsOf(t.db, b.id)).toHaveLength(1);
  });

  it('over REST: accepted and returned by payments/list; refused with fieldErrors', async () => {
    const token = await managerToken();
    const b = await book(t.db);
    const paidAt = '2026-01-15T09:30:00.000Z';
    const bad = await rest(
      'payments/confirmManual',
      { booking: b.id, paid_at: '2999-01-01T00:00:00Z', method: 'cash' },
      token,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(['method', 'paid_at']);
    const ok = await rest(
      'payments/confirmManual',
      { booking: b.id, external_ref: '28731945', method: 'CASH', paid_at: paidAt },
      token,
    );
    expect(ok.status).toBe(200);
    const list = await rest('payments/list', byBooking(b.id), token);
    expect(list.status).toBe(200);
    expect((list.body.items as unknown[])[0]).toMatchObject({
      external_ref: '28731945',
      method: 'CASH',
      paid_at: paidAt,
      receipt_number: null,
    });
  });

  it('the payments export carries them: text as typed, the method as a word, paid_at as a date', async () => {
    await reset(t.db, 'exportsByUser', demoUserId('manager'));
    const b = await book(t.db);
    const manager = await callerAs(t.db, 'manager');
    const paidAt = new Date('2026-02-03T07:15:00.000Z');
    await manager.payments.confirmManual({
      booking: b.id,
      external_ref: HOSTILE,
      method: 'BANK_TRANSFER',
      paid_at: paidAt.toISOString(),
      receipt_number: '000123',
    });
    const filter = encodeURIComponent(JSON.stringify(byBooking(b.id).filter));
    const res = await fetch(`${server.base()}/api/exports/payments.xlsx?filter=${filter}`, {
      headers: { cookie: `sid=${demoUserId('manager')}` },
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const at = (name: string) => header.indexOf(name) + 1;
    expect(header.slice(-4)).toEqual([
      'Номер заказа или чека в CRM',
      'Способ оплаты в офисе',
      'Оплачен в офисе',
      'Номер чека',
    ]);
    const row = ws.getRow(2);
    expect(row.getCell(at('Номер заказа или чека в CRM')).value).toBe(HOSTILE);
    expect(row.getCell(at('Способ оплаты в офисе')).value).toBe('Банковский перевод');
    expect(row.getCell(at('Оплачен в офисе')).value).toBeInstanceOf(Date);
    expect(row.getCell(at('Номер чека')).value).toBe('000123');
  });
});
