/**
 * `pnpm db:backup` then `pnpm db:restore` into a new directory (an embedded PGlite of its own,
 * whatever DATABASE_URL is): every table of the restored copy equals the original, and the issued
 * PDF's bytes and SHA-256 come back.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  backupDataDir,
  basePrices,
  bootDatabase,
  bookings,
  documentFiles,
  documents,
  openDb,
  payments,
  readDbEnv,
  restoreDataDir,
  type DbHandle,
} from '@app/db';
import { closeRenderPool } from '../../../src/services/documents';
import { availableUnits, callerAs } from '../../helpers';

afterAll(closeRenderPool);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-round-trip-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const pglite = { ...readDbEnv(), DATABASE_URL: undefined };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every table of the app's schema: its row count and a digest of all its rows, in a fixed order. */
async function contents(handle: DbHandle): Promise<Record<string, string>> {
  const pg = handle.pglite;
  if (!pg) throw new Error('PGlite expected');
  const tables = await pg.query<{ name: string }>(
    `select quote_ident(table_name) as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const res = await pg.query<{ n: number; digest: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, E'\\n' order by t::text)) as digest from ${name} t`,
    );
    out[name] = `${res.rows[0]?.n} ${res.rows[0]?.digest}`;
  }
  return out;
}

describe('db:backup and db:restore', () => {
  it('bring back bookings, payments, price versions and issued PDFs byte for byte', async () => {
    const source = path.join(root, 'source');
    // The run's seeded template when it is PGlite's dump (itself a restore of an uncompressed tar),
    // else a directory migrated and seeded here (18 s more).
    const template = inject('dbTemplate');
    if (template.kind === 'pglite')
      await restoreDataDir({ file: template.dumpPath, dataDir: source });
    const original = await bootDatabase({ pgliteDir: source }, pglite);
    let before: Record<string, string>;
    let issued: { id: string; pdf: Buffer; sha256: string };
    let ids: { booking: string; payment: string; price: string };
    try {
      const db = original.db;
      const [unit, priced, ...offered] = await availableUnits(db, 4);
      const head = await callerAs(db, 'head');
      const manager = await callerAs(db, 'manager');
      const booking = await manager.bookings.create({ unit: unit as string });
      await manager.payments.confirmManual({
        booking: booking.item.id,
        order: '0b5e2d9c-7a41-4f3b-8c6d-2e1f0a9b8c7d',
      });
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.booking, booking.item.id));
      const price = await head.basePrices.create({
        unit: priced as string,
        price_per_sq_m: 123456.78,
      });
      const offer = await manager.documents.commercialOffer({
        units: offered.map((u) => ({ unit: u, options: [] })),
        manager: { name: 'Анна Петрова', phone: '+7 495 123-45-67', email: 'anna@demo.test' },
        phone: '+79991234567',
        name: 'Ёлкина Мария Сергеевна',
        show_developer: true,
      });
      const [file] = await db
        .select()
        .from(documentFiles)
        .where(eq(documentFiles.document, offer.item.id));
      const [doc] = await db.select().from(documents).where(eq(documents.id, offer.item.id));
      if (!file || !doc || !payment) throw new Error('the data was not written');
      issued = { id: doc.id, pdf: Buffer.from(file.pdf), sha256: doc.sha256 };
      expect(sha256(issued.pdf)).toBe(issued.sha256);
      ids = { booking: booking.item.id, payment: payment.id, price: price.item.id };
      before = await contents(original);
    } finally {
      await original.close();
    }

    const backup = path.join(root, 'app.tgz');
    await backupDataDir({ dataDir: source, file: backup });
    const target = path.join(root, 'restored');
    await restoreDataDir({ file: backup, dataDir: target });

    const restored = await openDb({ pgliteDir: target }, pglite);
    try {
      expect(await contents(restored)).toEqual(before);
      const db = restored.db;
      const [b] = await db.select().from(bookings).where(eq(bookings.id, ids.booking));
      expect(b?.status).toBe('BOOKING_STATUS_PAID');
      const [p] = await db.select().from(payments).where(eq(payments.id, ids.payment));
      expect(p).toMatchObject({ booking: ids.booking, provider: 'MANUAL', status: 'SUCCEEDED' });
      const [price] = await db.select().from(basePrices).where(eq(basePrices.id, ids.price));
      expect(price?.price_per_sq_m).toBe('123456.78');
      const [file] = await db
        .select()
        .from(documentFiles)
        .where(eq(documentFiles.document, issued.id));
      const [doc] = await db.select().from(documents).where(eq(documents.id, issued.id));
      const pdf = Buffer.from(file?.pdf ?? []);
      expect(pdf.equals(issued.pdf)).toBe(true);
      expect(sha256(pdf)).toBe(issued.sha256);
      expect(doc?.sha256).toBe(issued.sha256);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
