import { and, desc, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailAttachments, mailOutbox, type Db } from '@app/db';

/** The last outbox message to `to`, with its attachments. */
export async function lastMailTo(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const files = await db.select().from(mailAttachments).where(eq(mailAttachments.mail, mail.id));
  return { mail, files };
}

/** How many outbox messages and attachments there are after `id` (nothing sent: both 0). */
export async function outboxAfter(db: Db, id: number) {
  const mails = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(gt(mailOutbox.id, id));
  const files = await db
    .select({ id: mailAttachments.id })
    .from(mailAttachments)
    .where(and(gt(mailAttachments.mail, id)));
  return { mails: mails.length, files: files.length };
}

export async function lastOutboxId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row?.id ?? 0;
}

/**
 * What every customer e-mail must be: a one-line subject, a plain and an HTML part, no remote
 * resource (every `src` is a `cid:`), no tracking pixel, nothing of `hostile` unescaped.
 */
export function expectSafeMail(
  mail: { subject: string; text: string; html: string | null },
  hostile: string,
) {
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.text.length).toBeGreaterThan(0);
  const html = mail.html ?? '';
  expect(html).toMatch(/^<!doctype html>/);
  for (const [, src] of html.matchAll(/\ssrc="([^"]*)"/g)) expect(src).toMatch(/^cid:/);
  expect(html).not.toMatch(/<(script|iframe|link|object|style)\b/i);
  expect(html).not.toMatch(/url\(/i);
  expect(html).not.toContain(hostile);
}
