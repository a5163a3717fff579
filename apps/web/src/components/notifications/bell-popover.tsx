'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Button, buttonClasses } from '~/components/ui/button';
import { useTRPC } from '~/trpc/client';
import { BellButton } from './bell-button';
import { NotificationItem } from './notification-item';
import { useMarkRead } from './use-notifications';

const LATEST = 5;

/**
 * The bell's popover (loaded on the first open, so that Radix Popover and the items stay off every
 * screen's first load): the latest few (reloaded when the newest id moves), "mark all read" and a
 * link to the list. It opens as it mounts: it replaces the plain bell that was clicked.
 */
export function BellPopover({ count, newest }: { count: number; newest: number | null }) {
  const t = useTranslations('notifications');
  const trpc = useTRPC();
  const [open, setOpen] = useState(true);
  const markRead = useMarkRead();
  const latest = useQuery({
    ...trpc.notifications.list.queryOptions({
      pagination: { page: 1, limit: LATEST, order_by: 'id', direction: 'desc' },
    }),
    enabled: open,
    staleTime: 0,
  });
  const { refetch } = latest;
  // A new notification (the newest id moved) reloads the open list; nothing is read otherwise.
  useEffect(() => {
    if (open) void refetch();
  }, [newest, open, refetch]);
  const items = latest.data?.items ?? [];
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <BellButton count={count} />
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
