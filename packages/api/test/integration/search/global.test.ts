/**
 * `search.global` (docs/api.md#search): units by code, bookings by number, CRM deal, customer name
 * or phone digits, documents by number; at most 20 a group; realtors their own bookings and
 * documents; read-only callers the phone masked and no search by its digits.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoUserId, documents, units } from '@app/db';
import { availableUnits, callerAs, expectAppError, useTestDb, type DemoKey } from '../../helpers';

const t = useTestDb();
const search = async (who: DemoKey, query: string) =>
  (await callerAs(t.db, who)).search.global({ query });
const numbers = (r: Awaited<ReturnType<typeof search>>) => r.bookings.map((b) => b.number);

let seq = 900_000;
/** A document row as issued (the PDF itself plays no part in search). */
async function document(who: DemoKey, kind: 'COMMERCIAL_OFFER' | 'PAYMENT_SCHEDULE') {
  const n = ++seq;
  const number = `${kind === 'COMMERCIAL_OFFER' ? 'КП' : 'ГП'}-${String(n).padStart(6, '0')}`;
  const [row] = await t.db
    .insert(documents)
    .values({
      kind,
      seq: n,
      number,
      file_name: `${number}.pdf`,
      issued_by: demoUserId(who),
      customer_name: 'Поисков Илья',
      customer_phone: '+79161112233',
      request: {},
      data: {},
      sha256: '0'.repeat(64),
      size: 1,
    })
    .returning({ id: documents.id });
  return { id: (row as { id: string }).id, number, seq: n };
}

const ILYA = { name: 'Поисков Илья Ильич', phone: '+7 916 111-22-33' };
let live: { id: string; number: number };
let ended: { id: string; number: number };
let realtors: { id: string; number: number };
let managerDoc: Awaited<ReturnType<typeof document>>;
let realtorDoc: Awaited<ReturnType<typeof document>>;
const deal = `DEAL-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  const [a, b, c] = await availableUnits(t.db, 3);
  const manager = await callerAs(t.db, 'manager');
  const realtor = await callerAs(t.db, 'realtor');
  const book = async (caller: typeof manager, unit: string, extra: object) => {
    const { item } = await caller.bookings.create({ unit: unit as string, ...extra });
    return { id: item.id, number: (await caller.bookings.get({ id: item.id })).number };
  };
  ended = await book(manager, c as string, {
    customer: { name: 'Поисков Старый', phone: '+7 916 999-00-11' },
  });
  await manager.bookings.update({ id: ended.id, active: false });
  live = await book(manager, a as string, { customer: ILYA, crm_deal_id: deal });
  realtors = await book(realtor, b as string, {
    customer: { name: 'Поискова Анна', phone: '+7 916 444-55-66' },
  });
  managerDoc = await document('manager', 'COMMERCIAL_OFFER');
  realtorDoc = await document('realtor', 'PAYMENT_SCHEDULE');
});

describe('search.global', () => {
  it('finds bookings by customer name, live ones first, then the history, newest first', async () => {
    const r = await search('head', 'ПОИСКОВ');
    expect(numbers(r)).toEqual([realtors.number, live.number, ended.number]);
    expect(r.bookings.map((b) => b.matched)).toEqual(['name', 'name', 'name']);
    expect(r.bookings[1]).toEqual({
      id: live.id,
      number: live.number,
      status: 'BOOKING_STATUS_BOOKED',
      unit_code: expect.any(String),
      unit_number: expect.stringMatching(/^\d+$/),
      crm_deal_id: deal,
      customer: { name: ILYA.name, phone: '+79161112233' },
      matched: 'name',
    });
    expect(r.bookings[2]?.status).toBe('BOOKING_STATUS_CANCELLED');
  });

  it('finds a customer by the words of the name in any order and case', async () => {
    for (const q of ['илья поисков', 'ИЛЬИЧ поисков илья', 'Илья  Поисков'])
      expect(numbers(await search('head', q)), q).toEqual([live.number]);
    expect(numbers(await search('head', 'старый поисков')), 'the history too').toEqual([
      ended.number,
    ]);
    expect(numbers(await search('head', 'илья поискова'))).toEqual([]);
  });

  it('finds a booking by its number and by its CRM deal id (any case), exact paths first', async () => {
    const byNumber = await search('manager', String(live.number));
    expect(byNumber.bookings[0]).toMatchObject({ id: live.id, matched: 'number' });
    const byDeal = await search('manager', deal.toLowerCase());
    expect(byDeal.bookings).toMatchObject([{ id: live.id, matched: 'crm_deal_id' }]);
  });

  it('finds a customer by phone digits as people write them: whole, the first digits, the last', async () => {
    for (const q of ['+7 (916) 111-22-33', '89161112233', '8 916 111', '916 111 22', '2233'])
      expect(
        (await search('manager', q)).bookings.map((b) => [b.id, b.matched]),
        q,
      ).toContainEqual([live.id, 'phone']);
    expect(numbers(await search('manager', '0000'))).not.toContain(live.number);
  });

  it('shows read-only callers the phone masked and does not match its digits for them', async () => {
    const byName = await search('viewer', 'Поисков Илья');
    expect(byName.bookings).toMatchObject([
      { id: live.id, customer: { name: ILYA.name, phone: '+7 916 ***-**-33' } },
    ]);
    for (const q of ['+7 916 111-22-33', '2233', '916 111'])
      expect(numbers(await search('viewer', q)), q).not.toContain(live.number);
  });

  it('limits realtors to their own bookings and documents; units are everyone’s', async () => {
    const r = await search('realtor', 'поисков');
    expect(numbers(r)).toEqual([realtors.number]);
    const docs = await search('realtor', 'П-9');
    expect(docs.documents.map((d) => d.id)).toEqual([realtorDoc.id]);
    expect((await search('manager', 'П-9')).documents.map((d) => d.id)).toEqual([
      realtorDoc.id,
      managerDoc.id,
    ]);
    expect((await search('realtor', 'sp-1-1-02-01')).units[0]?.code).toBe('SP-1-1-02-01');
  });

  it('finds documents by their series number or any part of the printed one', async () => {
    for (const q of [managerDoc.number, String(managerDoc.seq), `кп ${managerDoc.seq}`]) {
      const r = await search('head', q);
      expect(r.documents, q).toContainEqual({
        id: managerDoc.id,
        number: managerDoc.number,
        kind: 'COMMERCIAL_OFFER',
        customer_name: 'Поисков Илья',
        created_at: expect.any(String),
        url: `/api/documents/${managerDoc.id}/pdf`,
      });
    }
  });

  it('finds units by any part of the code, the exact code first, at most 20 a group', async () => {
    const r = await search('viewer', 'sp-1-1-02-0');
    const codes = r.units.map((u) => u.code);
    expect(codes.length).toBeGreaterThan(1);
    expect(codes.every((c) => c.startsWith('SP-1-1-02-0'))).toBe(true);
    expect(codes).toEqual([...codes].sort());
    expect(r.units[0]).toEqual({
      id: expect.any(String),
      code: 'SP-1-1-02-01',
      number: expect.any(String),
      complex: expect.any(String),
      building: '1',
      status: expect.any(String),
    });
    expect((await search('viewer', codes[1] as string)).units[0]?.code).toBe(codes[1]);
    expect((await search('head', 'SP-')).units).toHaveLength(20);
  });

  it('finds a unit by its number as printed ("50", "кв. 50"), as well as by its code', async () => {
    const [unit] = await t.db.select().from(units).where(eq(units.code, 'SP-1-1-14-02'));
    const number = (unit as { number: string }).number;
    for (const q of [number, `кв. ${number}`, `apt ${number}`]) {
      const r = await search('viewer', q);
      expect(
        r.units.map((u) => u.code),
        q,
      ).toContain('SP-1-1-14-02');
      expect(
        r.units.every((u) => u.number === number || u.code.includes(number)),
        q,
      ).toBe(true);
    }
    const [b] = (await search('manager', String(live.number))).bookings;
    const [booked] = await t.db
      .select()
      .from(units)
      .where(eq(units.code, b?.unit_code ?? ''));
    expect(b?.unit_number).toBe(booked?.number);
  });

  it('finds nothing for a query under 2 characters and refuses one over 100', async () => {
    expect(await search('head', ' п ')).toEqual({ units: [], bookings: [], documents: [] });
    const e = await expectAppError(
      search('head', 'x'.repeat(101)),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(e.fieldErrors).toHaveProperty('query');
  });
});
