/**
 * `paymentLinks.send` (issue 24): the e-mail in the outbox (plain and HTML, the link, its QR code),
 * its history entry written and rolled back with it, the recipient, only a live link, realtors' own
 * bookings only, injection, the Idempotency-Key replay, the rate limit.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingHistory, demoUserId, paymentLinks } from '@app/db';
import type { IdempotencyRequest } from '../../../src/context';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import { sendPaymentLink } from '../../../src/services/payments';
import { availableUnits, callerAs, expectAppError, useTestDb, type DemoKey } from '../../helpers';
import { expectSafeMail, lastMailTo, lastOutboxId, outboxAfter } from './send-fixtures';

const t = useTestDb();
let used = 0;
const HOSTILE = '<b onmouseover="x">Ёлкина</b>\r\nBcc: evil@example.test';
let n = 0;

/** A booking of `who`'s with a customer (a hostile name, an address of its own) and a live link. */
async function linkOf(who: DemoKey, customer = true) {
  const caller = await callerAs(t.db, who);
  const email = `buyer-${++n}@example.test`;
  const booking = await caller.bookings.create({
    unit: (await availableUnits(t.db, 1, used++))[0] as string,
    ...(customer ? { customer: { name: HOSTILE, phone: '+79991234567', email } } : {}),
  });
  const manager = await callerAs(t.db, 'manager');
  const link = await manager.paymentLinks.create({ booking: booking.item.id });
  return { booking: booking.item.id, link: link.item.id, email };
}

describe('paymentLinks.send', () => {
  it("e-mails the link and its QR code to the booking's customer, and the history says so", async () => {
    const { booking, link, email } = await linkOf('manager');
    const manager = await callerAs(t.db, 'manager');
    const answer = await manager.paymentLinks.send({ id: link });
    expect(answer).toMatchObject({ item: { id: link }, sent_to: email });

    const { mail, files } = await lastMailTo(t.db, email);
    const [row] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.id, link));
    const short = `/s/${row?.short_code}`;
    expect(mail.subject).toMatch(/^Оплата бронирования №\u00a0\d+$/);
    expect(mail.text).toContain(short);
    expect(mail.text).toContain(HOSTILE.replace(/\r\n/, ' ').slice(0, 20));
    expect(mail.html).toContain(`${short}"`);
    expect(mail.html).toContain('&lt;b onmouseover=&quot;x&quot;&gt;Ёлкина&lt;/b&gt;');
    expect(mail.html).toContain('src="cid:payment-qr@booking"');
    expectSafeMail(mail, '<b onmouseover');

    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ content_type: 'image/png', cid: 'payment-qr@booking' });
    expect(files[0]?.content.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

    const history = await t.db
      .select()
      .from(bookingHistory)
      .where(and(eq(bookingHistory.booking, booking), eq(bookingHistory.property, 'sent_to')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      entity_type: 'PaymentLink',
      entity_id: link,
      old_value: null,
      new_value: email,
      user: demoUserId('manager'),
    });
    // A read-only caller sees that it was sent, not to whom.
    const viewer = await callerAs(t.db, 'viewer');
    const seen = await viewer.bookings.history({
      filter: { bookings: [booking], properties: ['sent_to'] },
      pagination: { page: 1, limit: 10, order_by: 'id', direction: 'asc' },
    });
    expect(seen.items.map((h) => h.new_value)).toEqual([null]);
  });

  it('sends to another address on request, in English on request; without any address: 400 on email', async () => {
    const { link } = await linkOf('manager');
    const manager = await callerAs(t.db, 'manager');
    await manager.paymentLinks.send({ id: link, email: 'other@example.test', language: 'en' });
    const { mail } = await lastMailTo(t.db, 'other@example.test');
    expect(mail.subject).toMatch(/^Payment for booking No\. \d+$/);
    expect(mail.html).toContain('<html lang="en">');

    const bare = await linkOf('manager', false);
    const before = await lastOutboxId(t.db);
    const e = await expectAppError(
      manager.paymentLinks.send({ id: bare.link }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(JSON.stringify(e)).toContain('email');
    expect(await outboxAfter(t.db, before)).toEqual({ mails: 0, files: 0 });
  });

  it('refuses an address that carries a header, and any other language', async () => {
    const { link } = await linkOf('manager');
    const manager = await callerAs(t.db, 'manager');
    for (const email of ['a@example.test\r\nBcc: evil@example.test', 'Evil <evil@example.test>'])
      await expectAppError(manager.paymentLinks.send({ id: link, email }), 'BAD_REQUEST');
    await expectAppError(
      manager.paymentLinks.send({ id: link, language: 'de' as 'en' }),
      'BAD_REQUEST',
    );
  });

  it('sends only a live link: a revoked or an expired one is 409, nothing written', async () => {
    const manager = await callerAs(t.db, 'manager');
    const revoked = await linkOf('manager');
    await manager.paymentLinks.create({ booking: revoked.booking }); // replaces (revokes) it
    const expired = await linkOf('manager');
    await t.db
      .update(paymentLinks)
      .set({ exp_date: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, expired.link));
    const before = await lastOutboxId(t.db);
    for (const l of [revoked, expired])
      await expectAppError(
        manager.paymentLinks.send({ id: l.link }),
        'CONFLICT',
        'PAYMENT_LINK_NOT_LIVE',
      );
    expect(await outboxAfter(t.db, before)).toEqual({ mails: 0, files: 0 });
  });

  it("lets a realtor send their own bookings' links only: another's answers as a missing one", async () => {
    const realtor = await callerAs(t.db, 'realtor');
    const own = await linkOf('realtor');
    await expect(realtor.paymentLinks.send({ id: own.link })).resolves.toMatchObject({
      sent_to: own.email,
    });
    const other = await linkOf('manager');
    const before = await lastOutboxId(t.db);
    await expectAppError(
      realtor.paymentLinks.send({ id: other.link }),
      'NOT_FOUND',
      'PAYMENT_LINK_NOT_FOUND',
    );
    await expectAppError(
      realtor.paymentLinks.send({ id: randomUUID() }),
      'NOT_FOUND',
      'PAYMENT_LINK_NOT_FOUND',
    );
    expect(await outboxAfter(t.db, before)).toEqual({ mails: 0, files: 0 });
    const viewer = await callerAs(t.db, 'viewer');
    await expectAppError(viewer.paymentLinks.send({ id: own.link }), 'FORBIDDEN', 'FORBIDDEN');
  });

  it('writes the mail, its QR and the history entry together: a failure rolls all of them back', async () => {
    const { booking, link } = await linkOf('manager');
    const manager = await loadAuthUser(t.db, demoUserId('manager'));
    if (!manager) throw new Error('no manager');
    const before = await lastOutboxId(t.db);
    // A user id no row has: the history entry's reference fails after the mail was written.
    const ghost = { ...manager, id: randomUUID() };
    await expect(sendPaymentLink(t.db, ghost, { id: link })).rejects.toThrow();
    expect(await outboxAfter(t.db, before)).toEqual({ mails: 0, files: 0 });
    const history = await t.db
      .select()
      .from(bookingHistory)
      .where(and(eq(bookingHistory.booking, booking), eq(bookingHistory.property, 'sent_to')));
    expect(history).toEqual([]);
  });

  it('a replay with the same Idempotency-Key gets the first answer and sends nothing more', async () => {
    const { link, email } = await linkOf('manager');
    const key = `send-${randomUUID()}`;
    const call = async () => {
      const request: IdempotencyRequest = { key, calls: 1, replayed: false };
      const caller = await callerAs(t.db, 'manager', { idempotency: request });
      return { answer: await caller.paymentLinks.send({ id: link }), request };
    };
    const before = await lastOutboxId(t.db);
    const first = await call();
    const again = await call();
    expect(again.answer).toEqual(first.answer);
    expect(again.request.replayed).toBe(true);
    expect((await outboxAfter(t.db, before)).mails).toBe(1);
    expect((await lastMailTo(t.db, email)).mail.id).toBeGreaterThan(before);
  });

  it('sends at most 20 a minute per user: the 21st is 429 RATE_LIMITED, others unaffected', async () => {
    const { link } = await linkOf('head');
    const head = await callerAs(t.db, 'head');
    for (let i = 0; i < 20; i++)
      await head.paymentLinks.send({ id: link, email: `limit-${i}@example.test` });
    const before = await lastOutboxId(t.db);
    await expectAppError(
      head.paymentLinks.send({ id: link, email: 'limit-20@example.test' }),
      'TOO_MANY_REQUESTS',
      'RATE_LIMITED',
    );
    expect(await outboxAfter(t.db, before)).toEqual({ mails: 0, files: 0 });
    const manager = await callerAs(t.db, 'manager');
    await expect(manager.paymentLinks.send({ id: link })).resolves.toBeTruthy();
  });
});
