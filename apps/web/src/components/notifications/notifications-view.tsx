'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { CheckboxField } from '~/components/ui/checkbox';
import { EmptyState } from '~/components/ui/empty-state';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { NotificationItem } from './notification-item';
import { useMarkRead, useUnread } from './use-notifications';

const PAGE = 20;

/**
 * /notifications: the caller's notifications, newest first, 20 a page; unread only on demand;
 * mark one or all read; a reminder's one-click extension. A feed rather than a table: each item
 * is a sentence with its actions, which reads the same at 390 px.
 */
export function NotificationsView() {
  const t = useTranslations('notifications');
  const tTable = useTranslations('table');
  const trpc = useTRPC();
  const errorMessage = useApiErrorMessage();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const unread = useUnread();
  const markRead = useMarkRead();
  const list = useQuery({
    ...trpc.notifications.list.queryOptions({
      filter: {
        filters: unreadOnly ? [{ property: 'read', operator: 'EQ', value: [false] }] : [],
      },
      pagination: { page, limit: PAGE, order_by: 'id', direction: 'desc' },
    }),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items ?? [];
  const pages = list.data?.pagination.page_count ?? 1;
  const count = unread.data?.count ?? 0;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField
          label={t('unreadOnly')}
          checked={unreadOnly}
          onCheckedChange={(c) => {
            setUnreadOnly(c);
            setPage(1);
          }}
        />
        <Button
          variant="secondary"
          onClick={() => markRead.mutate({ all: true })}
          disabled={count === 0 || markRead.isPending}
          data-testid="notifications-mark-all"
        >
          <CheckCheck aria-hidden />
          {t('markAllRead')}
        </Button>
      </div>
      {list.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(list.error)}
        </p>
      ) : items.length === 0 && !list.isPending ? (
        <EmptyState icon={BellOff} title={unreadOnly ? t('emptyUnread') : t('empty')} />
      ) : (
        <ul className="grid gap-2" aria-busy={list.isFetching}>
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav
          className="flex items-center justify-end gap-2"
          aria-label={tTable('pagination', { table: t('title') })}
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {tTable('previous')}
          </Button>
          <span className="text-sm text-muted-foreground">
            {tTable('pageOf', { page, count: pages })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {tTable('next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
