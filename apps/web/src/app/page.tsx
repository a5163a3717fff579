import { redirect } from 'next/navigation';
import { getMe } from '~/server/caller';

export const dynamic = 'force-dynamic';

export default async function Home() {
  redirect((await getMe()) ? '/units' : '/sign-in');
}
