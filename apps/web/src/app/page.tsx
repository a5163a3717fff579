import { redirect } from 'next/navigation';
import { getSessionUserId } from '~/server/auth';

export const dynamic = 'force-dynamic';

export default async function Home() {
  redirect((await getSessionUserId()) ? '/units' : '/sign-in');
}
