/**
 * What leaves by SMTP when SMTP_URL is set (a small SMTP server on 127.0.0.1): the payment link's
 * e-mail multipart with the QR code inline (cid:), the document's with its PDF attached; one
 * recipient, the address asked, no header of the customer's making.
 */
import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '@app/db';
import { availableUnits, callerAs, useTestDb } from '../../helpers';

const { PORT, saved } = vi.hoisted(() => {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const before = process.env.SMTP_URL;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  return { PORT: port, saved: before };
});

const t = useTestDb();
const received: { from: string; to: string[]; data: string }[] = [];
let server: Server;

/** Just enough SMTP for nodemailer: EHLO, MAIL, RCPT, DATA, QUIT; every message kept. */
beforeAll(async () => {
  server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') socket.write('354 go on\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  if (saved === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = saved;
});

const last = () => received.at(-1) as { from: string; to: string[]; data: string };

describe('customer e-mails by SMTP', () => {
  it('the payment link: plain and HTML parts, the QR code inline by Content-ID, one recipient', async () => {
    const manager = await callerAs(t.db, 'manager');
    const booking = await manager.bookings.create({
      unit: (await availableUnits(t.db, 1))[0] as string,
      customer: {
        name: 'Ёлкина\r\nBcc: evil@example.test',
        phone: '+79991234567',
        email: 'smtp-buyer@example.test',
      },
    });
    const link = await manager.paymentLinks.create({ booking: booking.item.id });
    await manager.paymentLinks.send({ id: link.item.id });
    const mail = last();
    expect(mail.to).toEqual(['RCPT TO:<smtp-buyer@example.test>']);
    const headers = mail.data.slice(0, mail.data.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^To: smtp-buyer@example\.test$/m);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(mail.data).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Content-Type: multipart\/(related|mixed|alternative)/m);
    expect(mail.data).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(mail.data).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(mail.data).toMatch(/^Content-Type: image\/png; name=qr\.png/m);
    expect(mail.data).toMatch(/^Content-ID: <payment-qr@booking>/m);
    expect(mail.data).toMatch(/^Content-Disposition: inline/m);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'smtp-buyer@example.test'));
    expect(row?.sent_at).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('the document: its PDF attached under its file name', async () => {
    const manager = await callerAs(t.db, 'manager');
    const doc = await manager.documents.paymentSchedule({
      items: [
        { date: '2027-01-15T09:00:00.000Z', area: 50, priceSqByMonth: 2000, priceByMonth: 100000 },
      ],
      manager: { name: 'Анна Петрова', phone: '+7 495 123-45-67', email: 'anna@demo.test' },
      summary: 100000,
      customer: { name: 'Мария', phone: '+7 999 000-00-02', email: 'smtp-doc@example.test' },
    });
    await manager.documents.send({ id: doc.item.id });
    const mail = last();
    expect(mail.to).toEqual(['RCPT TO:<smtp-doc@example.test>']);
    expect(mail.data).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(mail.data).toMatch(/^Content-Type: application\/pdf; name=schedule-\d{6}\.pdf/m);
    expect(mail.data).toMatch(/^Content-Disposition: attachment; filename=schedule-\d{6}\.pdf/m);
    expect(mail.data).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
  });
});
