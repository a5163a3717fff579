import { redirect } from 'next/navigation';
import { homeFor } from '~/components/shell/nav-items';
import { getMe } from '~/server/caller';

export const dynamic = 'force-dynamic';

/** The landing: the dashboard or the units grid by role (homeFor), or sign-in. */
export default async function Home() {
  const me = await getMe();
  redirect(me ? homeFor(me.roles) : '/sign-in');
}
