import { redirect } from 'next/navigation';
import { directoryTabsFor } from '~/lib/roles';
import { requireMe } from '~/server/caller';

export default async function DirectoryIndex() {
  const me = await requireMe();
  redirect(`/directory/${directoryTabsFor(me.roles)[0] ?? 'partners'}`);
}
