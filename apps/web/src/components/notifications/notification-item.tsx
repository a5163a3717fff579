'use client';

import Link from 'next/link';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { Check } from 'lucide-react';
import { Button, buttonClasses } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { ExtendBookingButton } from './extend-booking-button';
import { useNotificationTitle } from './notification-title';
import { useMarkRead, type Notification } from './use-notifications';

/** The screen a kind of notification without a booking opens (catalog key of its link). */
const KIND_LINKS: Partial<Record<Notification['kind'], { href: string; label: 'openCrm' }>> = {
  CRM_AUTH_FAILED: { href: '/integrations/crm', label: 'openCrm' },
};

/**
 * One notification: its line, when, a link to its booking, "mark read" while unread, and on a
 * reminder the one-click extension. `compact`: the bell's popover.
 */
export function NotificationItem({
  notification: n,
  compact = false,
}: {
  notification: Notification;
  compact?: boolean;
}) {
  const t = useTranslations('notifications');
  const format = useFormatter();
  // "5 minutes ago" against an explicit now, kept current: no global `now` is configured (a layout's
  // would go stale across client navigations), and without one next-intl logs ENVIRONMENT_FALLBACK.
  const now = useNow({ updateInterval: 60_000 });
  const title = useNotificationTitle();
  const markRead = useMarkRead();
  const number = String(n.data.number ?? '');
  const link = KIND_LINKS[n.kind];
  return (
    <li
      className={cn(
        'grid gap-2 px-3 py-3',
        compact ? 'text-sm' : 'rounded-md border bg-background sm:px-4',
        !n.read && !compact && 'border-primary/40 bg-accent/40',
      )}
      data-testid="notification"
      data-kind={n.kind}
      data-read={n.read}
    >
      <div className="flex items-start gap-2">
        {n.read ? null : (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden />
        )}
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className={cn('break-words', !n.read && 'font-medium')}>
            {n.read ? null : <span className="sr-only">{t('unread')}: </span>}
            {title(n)}
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={n.created_at}>{format.relativeTime(new Date(n.created_at), now)}</time>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 empty:hidden">
        <ExtendBookingButton notification={n} />
        {n.booking ? (
          <Link href={`/bookings/${n.booking}`} className={buttonClasses('link', 'sm')}>
            {t('openBooking', { number })}
          </Link>
        ) : null}
        {link ? (
          <Link href={link.href} className={buttonClasses('link', 'sm')}>
            {t(link.label)}
          </Link>
        ) : null}
        {n.read ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => markRead.mutate({ ids: [n.id] })}
            disabled={markRead.isPending}
            data-testid="notification-mark-read"
          >
            <Check aria-hidden />
            {t('markRead')}
          </Button>
        )}
      </div>
    </li>
  );
}
