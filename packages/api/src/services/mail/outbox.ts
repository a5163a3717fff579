import { eq } from 'drizzle-orm';
import { mailOutbox, type Db } from '@app/db';
import { getEnv } from '../../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Records a message in the outbox (inside the caller's transaction). Returns its id for delivery. */
export async function enqueueMail(db: Db, mail: Mail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row?.id ?? 0;
}

/**
 * Delivers an outbox message by SMTP when SMTP_URL is set; otherwise it stays in the outbox, which
 * the development build shows at /dev/mail. Delivery errors are recorded, never thrown at the user.
 */
export async function deliverMail(db: Db, id: number): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = getEnv();
  if (!SMTP_URL || !id) return;
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!mail) return;
  try {
    const { createTransport } = await import('nodemailer');
    await createTransport(SMTP_URL).sendMail({
      from: MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
    });
    await db
      .update(mailOutbox)
      .set({ sent_at: new Date(), error: null })
      .where(eq(mailOutbox.id, id));
  } catch (e) {
    await db
      .update(mailOutbox)
      .set({ error: String((e as Error).message).slice(0, 500) })
      .where(eq(mailOutbox.id, id));
  }
}
