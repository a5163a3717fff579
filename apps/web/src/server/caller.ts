import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { TRPCError } from '@trpc/server';
import { appRouter, createCallerFactory, createContext } from '@app/api';
import { getDb } from '@app/api/server';
import { getSessionUserId } from './auth';

const createCaller = createCallerFactory(appRouter);

/** The API as the signed-in user, for Server Components (same rules as the HTTP endpoint). */
export const getServerCaller = cache(async () => {
  const db = await getDb();
  const ctx = await createContext({
    db,
    headers: await headers(),
    sessionUserId: getSessionUserId,
  });
  return createCaller(ctx);
});

/**
 * The signed-in user (users.me), once per request, or null without a session or when the
 * session's user may no longer act (deactivated, deleted): such a session counts as signed out.
 */
export const getMe = cache(async () => {
  if (!(await getSessionUserId())) return null;
  try {
    return await (await getServerCaller()).users.me();
  } catch (e) {
    if (e instanceof TRPCError && (e.code === 'UNAUTHORIZED' || e.code === 'NOT_FOUND'))
      return null;
    throw e;
  }
});

export type Me = NonNullable<Awaited<ReturnType<typeof getMe>>>;

/** The signed-in user; sends the visitor to /sign-in otherwise. */
export async function requireMe(): Promise<Me> {
  const me = await getMe();
  if (!me) redirect('/sign-in');
  return me;
}
