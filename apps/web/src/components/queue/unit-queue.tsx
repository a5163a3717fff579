'use client';

import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatPhone } from '@app/validators/phone';
import { useFormatter, useTranslations } from 'next-intl';
import { ListOrdered, UserMinus, UserPlus } from 'lucide-react';
import { useViewer } from '~/components/common/me-context';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { IconButton } from '~/components/ui/icon-button';
import { useToast } from '~/components/ui/toast';
import { useUnitCard } from '~/components/units/unit-card';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { useTRPC, useTRPCClient, type RouterOutputs } from '~/trpc/client';
import { JoinQueueDialog } from './join-queue-dialog';
import { DATE } from '~/lib/date-formats';

type Entry = RouterOutputs['bookingQueue']['list']['items'][number];

const HELD = ['UNIT_STATUS_BOOKED', 'UNIT_STATUS_WAIT_PAYMENT', 'UNIT_STATUS_PAID'];

/**
 * The unit's booking queue on its card (the `extra` slot): who waits, in order (position, the
 * customer, the responsible, since when), Leave for an entry the viewer may take out, and Join
 * while the unit is held. The booking the queue produced is named under the live booking.
 */
export function UnitQueuePanel() {
  const t = useTranslations('queue');
  const viewer = useViewer();
  const trpc = useTRPC();
  const { unit, known } = useUnitCard();
  const held = unit.booking !== null || HELD.includes(unit.status);
  const reads = viewer.can('bookingQueue.read');
  const { data, refetch } = useQuery({
    ...trpc.bookingQueue.list.queryOptions({
      filter: {
        filters: [
          { property: 'unit', operator: 'EQ', value: [unit.id] },
          {
            property: 'status',
            operator: 'IN',
            value: ['QUEUE_STATUS_WAITING', 'QUEUE_STATUS_PROMOTED'],
          },
        ],
      },
      pagination: { page: 1, limit: 50, order_by: 'seq', direction: 'asc' },
    }),
    enabled: reads && known && (held || unit.queue_length > 0),
  });
  // The card polls its unit; when the unit's queue or booking changed, the list is read again.
  const version = `${unit.queue_length}|${unit.booking?.id ?? ''}|${unit.status}`;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void refetch();
  }, [version, refetch]);
  if (!reads || !known || (!held && unit.queue_length === 0)) return null;
  const waiting = (data?.items ?? []).filter((e) => e.status === 'QUEUE_STATUS_WAITING');
  const promoted = data?.items.find(
    (e) => e.status === 'QUEUE_STATUS_PROMOTED' && e.booking === unit.booking?.id,
  );
  const hidden = unit.queue_length - waiting.length;

  return (
    <section aria-labelledby="unit-queue-title" className="grid gap-3 border-t pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="unit-queue-title" className="flex items-center gap-2 text-sm font-semibold">
          <ListOrdered className="size-4" aria-hidden />
          {t('title', { count: unit.queue_length })}
        </h3>
        {viewer.can('bookingQueue.write') && held ? (
          <JoinQueueDialog
            unit={unit}
            trigger={
              <Button size="sm" variant="secondary">
                <UserPlus aria-hidden />
                {t('join')}
              </Button>
            }
          />
        ) : null}
      </div>
      {promoted ? (
        <p className="text-sm" data-testid="queue-promoted">
          {t('promoted', { number: promoted.booking_number ?? '', name: promoted.customer.name })}
        </p>
      ) : null}
      {waiting.length > 0 ? (
        <ol className="grid gap-2" aria-label={t('listLabel')}>
          {waiting.map((e) => (
            <QueueEntry key={e.id} entry={e} code={unit.code} />
          ))}
        </ol>
      ) : unit.queue_length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      ) : null}
      {hidden > 0 ? (
        <p className="text-xs text-muted-foreground">{t('othersHidden', { count: hidden })}</p>
      ) : null}
    </section>
  );
}

function QueueEntry({ entry, code }: { entry: Entry; code: string }) {
  const t = useTranslations('queue');
  const format = useFormatter();
  const viewer = useViewer();
  const mayLeave =
    viewer.can('bookingQueue.write') &&
    (!viewer.ownOnly('bookingQueue.write') ||
      entry.owner === viewer.id ||
      entry.responsible === viewer.id);
  const since = format.dateTime(new Date(entry.created_at), DATE.moment);
  return (
    <li className="flex items-start gap-3 rounded-lg border p-3 text-sm" data-testid="queue-entry">
      <span
        className="grid size-7 shrink-0 place-items-center rounded-full bg-sky-100 text-xs font-semibold text-sky-900 tabular-nums"
        aria-label={t('position', { position: entry.position ?? 0 })}
      >
        {entry.position}
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium break-words">{entry.customer.name}</span>
        <span className="text-muted-foreground tabular-nums">
          {formatPhone(entry.customer.phone)}
        </span>
        <span className="text-xs text-muted-foreground">
          {t('who', { name: entry.responsible_name ?? '—', since })}
        </span>
        {entry.comment ? <span className="text-xs break-words">{entry.comment}</span> : null}
      </div>
      {mayLeave ? <LeaveButton entry={entry} code={code} /> : null}
    </li>
  );
}

function LeaveButton({ entry, code }: { entry: Entry; code: string }) {
  const t = useTranslations('queue');
  const client = useTRPCClient();
  const refresh = useRefreshUnits();
  const toast = useToast();
  return (
    <ConfirmDialog
      trigger={
        <IconButton label={t('leaveLabel', { name: entry.customer.name })} icon={UserMinus} />
      }
      title={t('leaveTitle', { name: entry.customer.name })}
      description={t('leaveDescription', { position: entry.position ?? 0, code })}
      confirmLabel={t('leaveConfirm')}
      cancelLabel={t('keep')}
      onConfirm={async () => {
        await client.bookingQueue.leave.mutate({ id: entry.id });
        await refresh();
        toast({ tone: 'success', title: t('left') });
      }}
    />
  );
}
