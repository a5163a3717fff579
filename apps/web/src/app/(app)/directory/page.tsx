import { redirect } from 'next/navigation';
import { directoryTabsFor } from '~/components/directory/tabs';
import { requireMe } from '~/server/caller';

export default async function DirectoryIndex() {
  const me = await requireMe();
  redirect(`/directory/${directoryTabsFor(me.roles)[0] ?? 'partners'}`);
}
