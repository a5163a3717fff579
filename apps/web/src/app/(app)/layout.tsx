import type { ReactNode } from 'react';
import { AppShell } from '~/components/shell/app-shell';
import { requireMe } from '~/server/caller';

export const dynamic = 'force-dynamic';

/** Every screen behind sign-in: no session sends the visitor to /sign-in. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const me = await requireMe();
  return <AppShell me={me}>{children}</AppShell>;
}
