'use client';

import { useTranslations } from 'next-intl';
import { Bell } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from '~/components/ui/button';

type Props = { count: number } & ComponentPropsWithoutRef<'button'>;

/** The bell itself: an icon button with the unread count (the popover's trigger once loaded). */
export const BellButton = forwardRef<HTMLButtonElement, Props>(function BellButton(
  { count, ...props },
  ref,
) {
  const t = useTranslations('notifications');
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={t('bell', { count })}
      data-testid="notification-bell"
      {...props}
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
  );
});
