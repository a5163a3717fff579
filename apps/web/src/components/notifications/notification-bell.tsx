'use client';

import { lazy, Suspense, useState } from 'react';
import { BellButton } from './bell-button';
import { useUnread } from './use-notifications';

const loadPopover = () => import('./bell-popover');
const BellPopover = lazy(() => loadPopover().then((m) => ({ default: m.BellPopover })));

/**
 * The header's bell on every screen: the unread count, kept current by polling
 * `notifications.unread` (cheap). The popover's code (Radix Popover, the items, their actions)
 * downloads when the pointer or focus comes near the bell and mounts on the first click, opened;
 * until then the plain button stands in for it (also while it downloads).
 */
export function NotificationBell() {
  const unread = useUnread();
  const count = unread.data?.count ?? 0;
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadPopover();
  const plain = (
    <BellButton
      count={count}
      aria-haspopup="dialog"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <BellPopover count={count} newest={unread.data?.latest ?? null} />
    </Suspense>
  );
}
