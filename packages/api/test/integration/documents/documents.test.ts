/**
 * Customer documents (`documents.*`): the limits (400), 404s, the stored record and PDF,
 * `documents.list` and the download's access rules (401, a realtor's own, 304 on ETag),
 * byte-identical downloads after price changes, the renderer's 503, the per-user limit (429).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoUserId, documentFiles, documents, offices } from '@app/db';
import { createRenderPool } from '@app/pdf/pool';
import { getEnv } from '../../../src/env';
import { useRenderPool } from '../../../src/services/documents';
import { reset } from '../../../src/services/rate-limit';
import { useHttpServer } from '../../http-server';
import { availableUnits, callerAs, expectAppError, PAGE, useTestDb } from '../../helpers';

const t = useTestDb();
const server = useHttpServer(() => t.db);

const MANAGER = { name: 'Анна Петрова', phone: '+7 495 123-45-67', email: 'anna@demo.test' };
const offer = (units: string[], extra: Record<string, unknown> = {}) => ({
  units: units.map((unit) => ({ unit, options: [{ def: 'Отделка', value: 'White box' }] })),
  manager: MANAGER,
  phone: '+79991234567',
  name: 'Ёлкина Мария Сергеевна',
  email: 'maria@example.com',
  agency_name: 'Агентство «Север»',
  show_developer: true,
  ...extra,
});
const schedule = (extra: Record<string, unknown> = {}) => ({
  items: Array.from({ length: 24 }, (_, i) => ({
    date: new Date(Date.UTC(2027, i, 15, 9)).toISOString(),
    area: 52.4,
    priceSqByMonth: 3816.79,
    priceByMonth: 200000,
  })),
  manager: MANAGER,
  summary: 4800000,
  range: 0,
  percent: 0,
  ...extra,
});
const stored = async () => (await t.db.select({ n: count() }).from(documents))[0]?.n ?? 0;
const download = (id: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base()}/api/documents/${id}/pdf`, { headers });
const as = (key: 'head' | 'manager' | 'realtor' | 'viewer') => ({
  cookie: `sid=${demoUserId(key)}`,
});
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe('documents', () => {
  it('a manager issues an offer for two units: stored with its PDF and hash, listed, downloadable', async () => {
    const manager = await callerAs(t.db, 'manager');
    const units = await availableUnits(t.db, 2);
    const res = await manager.documents.commercialOffer(offer(units));
    expect(res).toEqual({
      item: { id: expect.any(String) },
      message: expect.stringMatching(/^Document КП-\d{6} issued$/),
      url: `/api/documents/${res.item.id}/pdf`,
      public_url: expect.stringMatching(new RegExp(`/o/${res.item.id}\\.`)),
    });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, res.item.id));
    const [file] = await t.db
      .select()
      .from(documentFiles)
      .where(eq(documentFiles.document, res.item.id));
    expect(row).toMatchObject({
      kind: 'COMMERCIAL_OFFER',
      issued_by: demoUserId('manager'),
      customer_name: 'Ёлкина Мария Сергеевна',
      customer_phone: '+79991234567',
    });
    expect(row?.file_name).toMatch(/^offer-\d{6}\.pdf$/);
    expect(file?.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(row?.sha256).toBe(
      createHash('sha256')
        .update(file?.pdf ?? '')
        .digest('hex'),
    );
    expect(row?.size).toBe(file?.pdf.length);

    const res2 = await download(res.item.id, as('manager'));
    expect(res2.status).toBe(200);
    expect(res2.headers.get('content-type')).toBe('application/pdf');
    expect(res2.headers.get('content-disposition')).toBe(
      `attachment; filename="${row?.file_name}"`,
    );
    expect(res2.headers.get('etag')).toBe(`"${row?.sha256}"`);
    const bytes = Buffer.from(await res2.arrayBuffer());
    expect(bytes.equals(file?.pdf ?? Buffer.alloc(0))).toBe(true);
    const text = pdfText(bytes);
    for (const s of ['Ёлкина Мария Сергеевна', 'Анна Петрова', '+7 495 123-45-67', row?.number])
      expect(text).toContain(s);

    const again = await download(res.item.id, {
      ...as('manager'),
      'if-none-match': `"${row?.sha256}"`,
    });
    expect(again.status).toBe(304);

    const listed = await manager.documents.list({
      filter: { filters: [{ property: 'id', operator: 'IN', value: [res.item.id] }] },
      pagination: PAGE,
    });
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: res.item.id,
        kind: 'COMMERCIAL_OFFER',
        number: row?.number,
        customer_name: 'Ёлкина Мария Сергеевна',
        issued_by: demoUserId('manager'),
        issued_by_name: expect.any(String),
        url: res.url,
      }),
    ]);
    expect(listed.items[0]?.customer_phone).toBe('+79991234567');
    // Read-only: the phone masked, as on bookings, and no filtering by it.
    const viewer = await callerAs(t.db, 'viewer');
    const seen = await viewer.documents.list({
      filter: { filters: [{ property: 'id', operator: 'IN', value: [res.item.id] }] },
      pagination: PAGE,
    });
    expect(seen.items[0]?.customer_phone).toBe('+7 999 ***-**-67');
    const probe = await expectAppError(
      viewer.documents.list({
        filter: { filters: [{ property: 'customer_phone', operator: 'LIKE', value: ['7999'] }] },
        pagination: PAGE,
      }),
      'BAD_REQUEST',
      'INVALID_FILTER',
    );
    expect(Object.keys(probe.fieldErrors ?? {})).toEqual(['filter.filters.0.property']);
  });

  it('downloads byte for byte the same after the unit is repriced', async () => {
    const head = await callerAs(t.db, 'head');
    const [unit] = await availableUnits(t.db, 1, 5);
    await head.basePrices.create({ unit: unit as string, price_per_sq_m: 200000 });
    const res = await head.documents.commercialOffer(offer([unit as string]));
    const first = Buffer.from(await (await download(res.item.id, as('head'))).arrayBuffer());
    await head.basePrices.create({ unit: unit as string, price_per_sq_m: 300000 });
    const second = Buffer.from(await (await download(res.item.id, as('head'))).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    // a new offer has the new price
    const fresh = await head.documents.commercialOffer(offer([unit as string]));
    const [a, b] = await Promise.all(
      [res.item.id, fresh.item.id].map(async (id) => {
        const [r] = await t.db
          .select({ data: documents.data })
          .from(documents)
          .where(eq(documents.id, id));
        return (r?.data as { units: { price: { total: string } }[] }).units[0]?.price.total;
      }),
    );
    expect(Number(b)).toBeGreaterThan(Number(a));
  });

  it('keeps the documented limits: 400 with field messages, nothing stored', async () => {
    const manager = await callerAs(t.db, 'manager');
    const [unit] = (await availableUnits(t.db, 1)) as [string];
    const before = await stored();
    const bad: [Record<string, unknown>, string][] = [
      [offer([unit], { phone: '+7999123456' }), 'phone'],
      [offer([unit], { name: '' }), 'name'],
      [offer([unit], { name: 'x'.repeat(256) }), 'name'],
      [offer([unit], { email: 'not-an-email' }), 'email'],
      [offer([unit], { agency_name: '' }), 'agency_name'],
      [offer([]), 'units'],
      [offer([unit, unit]), 'units'],
      [offer([unit], { manager: { name: 'A', phone: '1' } }), 'manager.email'],
    ];
    for (const [input, field] of bad) {
      const e = await expectAppError(
        // @ts-expect-error -- on purpose outside the input type: the schema must refuse it
        manager.documents.commercialOffer(input),
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      );
      expect(Object.keys(e.fieldErrors ?? {}), field).toContain(field);
    }
    for (const [input, field] of [
      [schedule({ items: [] }), 'items'],
      [schedule({ summary: -1 }), 'summary'],
      [schedule({ range: -1 }), 'range'],
      [schedule({ percent: -0.5 }), 'percent'],
      [schedule({ office: 'nope' }), 'office'],
    ] as [Record<string, unknown>, string][]) {
      const e = await expectAppError(
        // @ts-expect-error -- on purpose outside the input type: the schema must refuse it
        manager.documents.paymentSchedule(input),
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      );
      expect(Object.keys(e.fieldErrors ?? {}), field).toContain(field);
    }
    await expectAppError(
      manager.documents.commercialOffer(offer(['00000000-0000-4000-8000-000000000000'])),
      'NOT_FOUND',
      'UNIT_NOT_FOUND',
    );
    await expectAppError(
      manager.documents.paymentSchedule(
        schedule({ office: '00000000-0000-4000-8000-000000000000' }),
      ),
      'NOT_FOUND',
      'OFFICE_NOT_FOUND',
    );
    expect(await stored()).toBe(before);
  });

  it('a schedule names its office; realtors see and download only their own documents', async () => {
    const [office] = await t.db
      .select({ id: offices.id, name: offices.name })
      .from(offices)
      .limit(1);
    const manager = await callerAs(t.db, 'manager');
    const realtor = await callerAs(t.db, 'realtor');
    const viewer = await callerAs(t.db, 'viewer');
    const theirs = await manager.documents.paymentSchedule(schedule({ office: office?.id }));
    const own = await realtor.documents.paymentSchedule(schedule());
    const pdf = Buffer.from(await (await download(theirs.item.id, as('manager'))).arrayBuffer());
    expect(pdfText(pdf)).toContain(office?.name);

    const ids = [theirs.item.id, own.item.id];
    const byIds = {
      filter: { filters: [{ property: 'id', operator: 'IN' as const, value: ids }] },
      pagination: PAGE,
    };
    expect((await realtor.documents.list(byIds)).items.map((d) => d.id)).toEqual([own.item.id]);
    expect((await viewer.documents.list(byIds)).items.map((d) => d.id).sort()).toEqual(ids.sort());
    expect((await download(theirs.item.id, as('realtor'))).status).toBe(404);
    expect((await download(own.item.id, as('realtor'))).status).toBe(200);
    expect((await download(theirs.item.id, as('viewer'))).status).toBe(200);
    expect((await download(theirs.item.id)).status).toBe(401);
    // a hostile id is a 404, never a 500
    for (const id of ['not-a-uuid', '%00', 'x'.repeat(300), "1' or '1'='1"])
      expect((await download(encodeURIComponent(id), as('viewer'))).status).toBe(404);
    await expectAppError(viewer.documents.paymentSchedule(schedule()), 'FORBIDDEN', 'FORBIDDEN');
  });

  it('a busy renderer answers 503 DOCUMENT_RENDER_BUSY at once; a crashing template fails only its own job', async () => {
    const pool = createRenderPool({ size: 1, maxQueue: 0, workerData: { testKinds: true } });
    const before = useRenderPool(pool);
    const manager = await callerAs(t.db, 'manager');
    try {
      await pool.render('slow', { ms: 1 }); // the worker is up
      const slow = pool.render('slow', { ms: 2500 });
      const count0 = await stored();
      const started = Date.now();
      const e = await expectAppError(
        manager.documents.paymentSchedule(schedule()),
        'SERVICE_UNAVAILABLE',
        'DOCUMENT_RENDER_BUSY',
      );
      expect(Date.now() - started).toBeLessThan(2000);
      expect((e as { retryAfter?: number }).retryAfter).toBeGreaterThan(0);
      await slow;
      await expect(pool.render('crash', { message: 'template bug' })).rejects.toThrow();
      await expect(pool.render('exit', { code: 3 })).rejects.toThrow();
      const ok = await manager.documents.paymentSchedule(schedule());
      expect(ok.item.id).toEqual(expect.any(String));
      expect(await stored()).toBe(count0 + 1);
    } finally {
      useRenderPool(before);
      await pool.close();
    }
  });

  it('one user issues at most DOCUMENTS_PER_MINUTE documents a minute: then 429 before any work, others unaffected', async () => {
    const limit = getEnv().DOCUMENTS_PER_MINUTE;
    await reset(t.db, 'documentsByUser', demoUserId('head')); // what earlier tests issued
    const head = await callerAs(t.db, 'head');
    const oneRow = schedule({ items: schedule().items.slice(0, 1), summary: 200000 });
    for (let i = 0; i < limit; i++) await head.documents.paymentSchedule(oneRow);
    const count0 = await stored();
    const e = await expectAppError(
      head.documents.commercialOffer(offer(await availableUnits(t.db, 1))),
      'TOO_MANY_REQUESTS',
      'RATE_LIMITED',
    );
    expect((e as { retryAfter?: number }).retryAfter).toBeGreaterThan(0);
    expect(await stored()).toBe(count0);
    const realtor = await callerAs(t.db, 'realtor');
    expect((await realtor.documents.paymentSchedule(oneRow)).item.id).toEqual(expect.any(String));
  });
});
