'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Download } from 'lucide-react';
import { useBookingCard } from '~/components/bookings/booking-card';
import { DateCell } from '~/components/data-table/cells';
import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { SendDocumentAction, SentCell } from './send-document-action';

const LIMIT = 20;

/**
 * The documents issued for this booking (payment schedules, `documents.list` by `booking`) on the
 * booking card: each with its download, when it was last e-mailed, and "Send to customer".
 */
export function BookingDocuments() {
  const t = useTranslations('documents.ofBooking');
  const tl = useTranslations('documents.list');
  const booking = useBookingCard();
  const trpc = useTRPC();
  const errorMessage = useApiErrorMessage();
  const query = useQuery(
    trpc.documents.list.queryOptions({
      filter: { filters: [{ property: 'booking', operator: 'EQ', value: [booking.id] }] },
      pagination: { page: 1, limit: LIMIT, order_by: 'created_at', direction: 'desc' },
    }),
  );
  const items = query.data?.items ?? [];
  return (
    <Card aria-labelledby="booking-documents-title" data-testid="booking-documents">
      <CardHeader>
        <CardTitle id="booking-documents-title">{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.error ? (
          <Alert tone="error" role="alert">
            {errorMessage(query.error)}
          </Alert>
        ) : query.isPending ? (
          <div className="h-12 animate-pulse rounded-md bg-muted" aria-hidden />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ul className="grid divide-y" aria-labelledby="booking-documents-title">
            {items.map((d) => (
              <li
                key={d.id}
                className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
                data-testid="booking-document"
              >
                <div className="grid min-w-0 gap-0.5 text-sm">
                  <span className="font-mono font-medium">{d.number}</span>
                  <span className="text-muted-foreground">
                    {tl(`kind.${d.kind}`)} · <DateCell value={d.created_at} />
                  </span>
                  <SentCell doc={d} />
                </div>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={d.url}
                    download={d.file_name}
                    className={buttonClasses('secondary', 'sm')}
                    aria-label={tl('download', { number: d.number })}
                  >
                    <Download aria-hidden />
                    {tl('downloadShort')}
                  </a>
                  <SendDocumentAction doc={d} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
