import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Building, Inbox, TriangleAlert } from 'lucide-react';
import { getEnv } from '@app/api';
import { getDb, outboxAttachments } from '@app/api/server';
import { can } from '@app/permissions';
import { LocaleSwitcher } from '~/components/common/locale-switcher';
import { MailAttachments } from '~/components/dev/mail-attachments';
import { MailText } from '~/components/dev/mail-text';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { getMe } from '~/server/caller';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('devMail'))('title'), robots: { index: false } };
}

const LIMIT = 50;

/**
 * Only a signed-in sales head ('dev.outbox'), and never with APP_ENV=production: the outbox holds
 * live reset links, so whoever reads it can take any account.
 */
async function mayReadOutbox(): Promise<boolean> {
  if (getEnv().APP_ENV === 'production') return false;
  const me = await getMe();
  return me !== null && can(me.roles, 'dev.outbox');
}

/**
 * Development helper: the local mail outbox (mail_outbox), newest first. Without SMTP it is the
 * only way to get a password-recovery link. Anyone else gets the same 404 as an unknown page, so
 * the page does not tell that it exists.
 */
export default async function DevMailPage() {
  if (!(await mayReadOutbox())) notFound();
  const [t, tApp, format, db] = await Promise.all([
    getTranslations('devMail'),
    getTranslations('app'),
    getFormatter(),
    getDb(),
  ]);
  const mails = await db.query.mailOutbox.findMany({
    orderBy: (m, { desc }) => [desc(m.id)],
    limit: LIMIT,
  });
  const files = await outboxAttachments(
    db,
    mails.map((m) => m.id),
  );
  const smtp = Boolean(getEnv().SMTP_URL);
  return (
    <div className="min-h-dvh">
      <header className="flex h-14 items-center justify-between border-b bg-background px-4 sm:px-6">
        <Link
          href="/sign-in"
          className="flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <Building className="size-4" aria-hidden />
          </span>
          {tApp('name')}
        </Link>
        <LocaleSwitcher signedIn={false} />
      </header>
      <main id="main" className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
        <div className="grid gap-1">
          <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('description', { limit: LIMIT })}</p>
        </div>
        <Alert tone="warning" data-testid="dev-notice">
          <span className="font-medium">{t('noticeTitle')}</span>
          <span>{smtp ? t('noticeSmtp') : t('notice')}</span>
        </Alert>
        {mails.length === 0 ? (
          <Card>
            <EmptyState icon={Inbox} title={t('empty')} description={t('emptyHint')} />
          </Card>
        ) : (
          <ol className="grid gap-4" aria-label={t('listLabel')}>
            {mails.map((mail) => (
              <li key={mail.id} className="min-w-0">
                <Card className="overflow-hidden" data-testid="mail">
                  <div className="flex flex-col gap-2 border-b bg-muted/40 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:px-5">
                    <div className="grid min-w-0 gap-0.5">
                      <h2 className="truncate text-sm font-semibold">{mail.subject}</h2>
                      <p className="truncate text-xs text-muted-foreground">
                        {t('to')}: <span data-testid="mail-to">{mail.to}</span>
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      {mail.error ? (
                        <Badge variant="danger">
                          <TriangleAlert className="mr-1 size-3" aria-hidden />
                          {t('failed')}
                        </Badge>
                      ) : mail.sent_at ? (
                        <Badge variant="success">{t('sent')}</Badge>
                      ) : (
                        <Badge>{t('outbox')}</Badge>
                      )}
                      <time
                        dateTime={mail.created_at.toISOString()}
                        className="text-xs whitespace-nowrap text-muted-foreground tabular-nums"
                      >
                        {format.dateTime(mail.created_at, {
                          dateStyle: 'medium',
                          timeStyle: 'medium',
                        })}
                      </time>
                    </div>
                  </div>
                  <MailText text={mail.text} />
                  <MailAttachments files={files.get(mail.id) ?? []} />
                </Card>
              </li>
            ))}
          </ol>
        )}
      </main>
    </div>
  );
}
