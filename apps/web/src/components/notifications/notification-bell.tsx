'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Bell, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Button, buttonClasses } from '~/components/ui/button';
import { useTRPC } from '~/trpc/client';
import { NotificationItem } from './notification-item';
import { useMarkRead, useUnread } from './use-notifications';

const LATEST = 5;

/**
 * The header's bell: the unread count, kept current by polling `notifications.unread` (cheap);
 * opened, the latest few (reloaded when the newest id moves), "mark all read" and a link to the
 * list.
 */
export function NotificationBell() {
  const t = useTranslations('notifications');
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const unread = useUnread();
  const markRead = useMarkRead();
  const count = unread.data?.count ?? 0;
  const latest = useQuery({
    ...trpc.notifications.list.queryOptions({
      pagination: { page: 1, limit: LATEST, order_by: 'id', direction: 'desc' },
    }),
    enabled: open,
    staleTime: 0,
  });
  const newest = unread.data?.latest ?? null;
  const { refetch } = latest;
  // A new notification (the newest id moved) reloads the open list; nothing is read otherwise.
  useEffect(() => {
    if (open) void refetch();
  }, [newest, open, refetch]);
  const items = latest.data?.items ?? [];
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={t('bell', { count })}
          data-testid="notification-bell"
        >
          <Bell aria-hidden />
          {count > 0 ? (
            <span
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
              data-testid="notification-count"
              aria-hidden
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('latest')}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-md border bg-background shadow-lg data-[state=open]:animate-fade-in"
          data-testid="notification-popover"
        >
          <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
            <h2 className="text-sm font-semibold">{t('latest')}</h2>
            {count > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => markRead.mutate({ all: true })}
                disabled={markRead.isPending}
              >
                <CheckCheck aria-hidden />
                {t('markAllRead')}
              </Button>
            ) : null}
          </div>
          {items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              {latest.isPending ? '…' : t('empty')}
            </p>
          ) : (
            <ul className="max-h-[60dvh] divide-y overflow-y-auto">
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} compact />
              ))}
            </ul>
          )}
          <div className="border-t px-3 py-2 text-center">
            <Link
              href="/notifications"
              className={buttonClasses('link', 'sm')}
              onClick={() => setOpen(false)}
            >
              {t('showAll')}
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
