'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { BookingStatusBadge } from '~/components/bookings/booking-status';
import { useViewer } from '~/components/common/me-context';
import { Badge } from '~/components/ui/badge';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { MergeBox } from './merge-box';

function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  const t = useTranslations('customers.file');
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {empty ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <ul className="grid gap-1.5">{children}</ul>
      )}
    </section>
  );
}

/** One customer's file (`customers.get`): bookings, queue entries, documents; heads merge here. */
export function CustomerFile({ id }: { id: string }) {
  const t = useTranslations('customers.file');
  const trpc = useTRPC();
  const errorMessage = useApiErrorMessage();
  const viewer = useViewer();
  const { data, error } = useQuery(trpc.customers.get.queryOptions({ id }));
  if (error) return <p className="px-4 py-3 text-sm text-destructive">{errorMessage(error)}</p>;
  if (!data) return <p className="px-4 py-3 text-sm text-muted-foreground">{t('loading')}</p>;
  const row = 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm';
  return (
    <div className="grid gap-4 px-4 py-3 md:grid-cols-3">
      <Section
        title={t('bookings', { count: data.bookings.length })}
        empty={data.bookings.length === 0}
      >
        {data.bookings.map((b) => (
          <li key={b.id} className={row}>
            <Link
              className="font-medium underline-offset-2 hover:underline"
              href={`/bookings/${b.id}`}
            >
              №&nbsp;{b.number}
            </Link>
            <span className="text-muted-foreground">{b.unit_data.code}</span>
            <BookingStatusBadge status={b.status} overdue={b.overdue} />
            {b.customer?.id !== id ? <Badge variant="neutral">{t('coBuyer')}</Badge> : null}
          </li>
        ))}
      </Section>
      <Section
        title={t('queue', { count: data.queue_entries.length })}
        empty={data.queue_entries.length === 0}
      >
        {data.queue_entries.map((e) => (
          <li key={e.id} className={row}>
            <span className="font-medium">{e.unit_code}</span>
            <span className="text-muted-foreground">
              {e.position ? t('position', { position: e.position }) : t(`queueStatus.${e.status}`)}
            </span>
          </li>
        ))}
      </Section>
      <Section
        title={t('documents', { count: data.documents.length })}
        empty={data.documents.length === 0}
      >
        {data.documents.map((d) => (
          <li key={d.id} className={row}>
            <a className="font-medium underline-offset-2 hover:underline" href={d.url}>
              {d.number}
            </a>
            <span className="text-muted-foreground">{t(`kind.${d.kind}`)}</span>
          </li>
        ))}
      </Section>
      {viewer.can('customers.merge') && data.item.active ? (
        <div className="md:col-span-3">
          <MergeBox into={data.item} />
        </div>
      ) : null}
    </div>
  );
}
