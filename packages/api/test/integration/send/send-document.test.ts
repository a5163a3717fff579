/**
 * `documents.send` (issue 24): the PDF attached as issued, an offer's public link, the default
 * address, sent_at / to / by written and rolled back with the mail (the address hidden from
 * read-only callers); realtors only the documents they issued (404).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoUserId, documentFiles, documents } from '@app/db';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import { sendDocument } from '../../../src/services/documents';
import { availableUnits, callerAs, expectAppError, useTestDb, type DemoKey } from '../../helpers';
import { expectSafeMail, lastMailTo, lastOutboxId, outboxAfter } from './send-fixtures';

const t = useTestDb();
const MANAGER = { name: 'Анна Петрова', phone: '+7 495 123-45-67', email: 'anna@demo.test' };
const HOSTILE = 'Ёлкина <img src=https://tracker.example/p.gif>';
let n = 0;

async function scheduleOf(who: DemoKey, email: string | null, booking?: string) {
  const caller = await callerAs(t.db, who);
  return caller.documents.paymentSchedule({
    items: [
      { date: '2027-01-15T09:00:00.000Z', area: 50, priceSqByMonth: 2000, priceByMonth: 100000 },
    ],
    manager: MANAGER,
    summary: 100000,
    ...(booking ? { booking } : {}),
    customer: { name: HOSTILE, phone: '+7 999 000-00-02', email },
  });
}
const listed = async (who: DemoKey, id: string) =>
  (
    await (
      await callerAs(t.db, who)
    ).documents.list({
      filter: { filters: [{ property: 'id', operator: 'IN', value: [id] }] },
      pagination: { page: 1, limit: 10, order_by: 'id', direction: 'asc' },
    })
  ).items[0];

describe('documents.send', () => {
  it('e-mails the PDF to the customer it was issued for; the document and the list show the send', async () => {
    const manager = await callerAs(t.db, 'manager');
    const booking = await manager.bookings.create({
      unit: (await availableUnits(t.db, 1, 3))[0] as string,
    });
    const email = `doc-${++n}@example.test`;
    const doc = await scheduleOf('manager', email, booking.item.id);
    const answer = await manager.documents.send({ id: doc.item.id });
    expect(answer).toMatchObject({ item: { id: doc.item.id }, sent_to: email });

    const { mail, files } = await lastMailTo(t.db, email);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, doc.item.id));
    expect(mail.subject).toBe(`График платежей ${row?.number}`);
    expect(mail.text).toContain(`${row?.number}`);
    expect(mail.text).not.toContain('/o/');
    expect(mail.html).toContain('Ёлкина &lt;img src=https://tracker.example/p.gif&gt;');
    expectSafeMail(mail, '<img src=https');
    const [file] = await t.db
      .select()
      .from(documentFiles)
      .where(eq(documentFiles.document, doc.item.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      content_type: 'application/pdf',
      cid: null,
      file_name: row?.file_name,
    });
    expect(files[0]?.content.equals(file?.pdf ?? Buffer.alloc(0))).toBe(true);

    expect(row).toMatchObject({ sent_to: email, sent_by: demoUserId('manager') });
    expect(row?.sent_at?.toISOString()).toBe(answer.sent_at);
    expect(await listed('manager', doc.item.id)).toMatchObject({
      booking: booking.item.id,
      customer_email: email,
      sent_to: email,
      sent_at: answer.sent_at,
      sent_by: demoUserId('manager'),
    });
    expect(await listed('viewer', doc.item.id)).toMatchObject({
      sent_to: null,
      sent_at: answer.sent_at,
    });
    // The booking card lists its documents by `booking`.
    const ofBooking = await manager.documents.list({
      filter: { filters: [{ property: 'booking', operator: 'EQ', value: [booking.item.id] }] },
      pagination: { page: 1, limit: 10, order_by: 'id', direction: 'asc' },
    });
    expect(ofBooking.items.map((d) => d.id)).toEqual([doc.item.id]);
  });

  it("carries an offer's public link while it opens, in the language asked", async () => {
    const manager = await callerAs(t.db, 'manager');
    const email = `offer-${++n}@example.test`;
    const offer = await manager.documents.commercialOffer({
      units: [{ unit: (await availableUnits(t.db, 1, 5))[0] as string }],
      manager: MANAGER,
      phone: '+79991234567',
      name: 'Мария',
      email,
    });
    await manager.documents.send({ id: offer.item.id, language: 'en' });
    const { mail, files } = await lastMailTo(t.db, email);
    expect(mail.subject).toMatch(/^Commercial offer КП-\d{6}$/);
    expect(mail.text).toContain(offer.public_url);
    expect(mail.html).toContain(`href="${offer.public_url}"`);
    expect(files.map((f) => f.content_type)).toEqual(['application/pdf']);
  });

  it('without any address: 400 on email, nothing written', async () => {
    const manager = await callerAs(t.db, 'manager');
    const doc = await scheduleOf('manager', null);
    const before = await lastOutboxId(t.db);
    const e = await expectAppError(
      manager.documents.send({ id: doc.item.id }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(JSON.stringify(e)).toContain('email');
    expect(await outboxAfter(t.db, before)).toEqual({ mails: 0, files: 0 });
    await manager.documents.send({ id: doc.item.id, email: 'given@example.test' });
    expect((await lastMailTo(t.db, 'given@example.test')).files).toHaveLength(1);
  });

  it("lets a realtor send the documents they issued only: another's answers as a missing one", async () => {
    const realtor = await callerAs(t.db, 'realtor');
    const own = await scheduleOf('realtor', 'own@example.test');
    await expect(realtor.documents.send({ id: own.item.id })).resolves.toBeTruthy();
    const other = await scheduleOf('manager', 'other@example.test');
    const before = await lastOutboxId(t.db);
    for (const id of [other.item.id, randomUUID()])
      await expectAppError(realtor.documents.send({ id }), 'NOT_FOUND', 'DOCUMENT_NOT_FOUND');
    expect(await outboxAfter(t.db, before)).toEqual({ mails: 0, files: 0 });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, other.item.id));
    expect(row?.sent_at).toBeNull();
  });

  it('writes the mail, its PDF and the sent fields together: a failure rolls all of them back', async () => {
    const doc = await scheduleOf('manager', 'rollback@example.test');
    const manager = await loadAuthUser(t.db, demoUserId('manager'));
    if (!manager) throw new Error('no manager');
    const before = await lastOutboxId(t.db);
    // A user id no row has: `sent_by`'s reference fails after the mail was written.
    await expect(
      sendDocument(t.db, { ...manager, id: randomUUID() }, { id: doc.item.id }),
    ).rejects.toThrow();
    expect(await outboxAfter(t.db, before)).toEqual({ mails: 0, files: 0 });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, doc.item.id));
    expect(row).toMatchObject({ sent_at: null, sent_to: null, sent_by: null });
  });
});
