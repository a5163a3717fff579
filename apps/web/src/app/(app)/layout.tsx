import type { ReactNode } from 'react';
import { SYSTEM_USER_ID } from '@app/db';
import { ViewerProvider } from '~/components/common/me-context';
import { NotificationBell } from '~/components/notifications/notification-bell';
import { HeaderSearch } from '~/components/search/header-search';
import { AppShell } from '~/components/shell/app-shell';
import { requireMe } from '~/server/caller';

export const dynamic = 'force-dynamic';

/** Every screen behind sign-in: no session sends the visitor to /sign-in. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const me = await requireMe();
  const viewer = {
    id: me.id,
    name: [me.first_name, me.last_name].filter(Boolean).join(' '),
    roles: me.roles,
    systemUserId: SYSTEM_USER_ID,
  };
  return (
    <ViewerProvider viewer={viewer}>
      <AppShell me={me} search={<HeaderSearch />} bell={<NotificationBell />}>
        {children}
      </AppShell>
    </ViewerProvider>
  );
}
