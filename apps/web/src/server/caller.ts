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

/** The signed-in user (users.me), once per request; sends the visitor to /sign-in without a session. */
export const requireMe = cache(async () => {
  if (!(await getSessionUserId())) redirect('/sign-in');
  try {
    return await (await getServerCaller()).users.me();
  } catch (e) {
    // A session whose user was deactivated or deleted: sign in again.
    if (e instanceof TRPCError && (e.code === 'UNAUTHORIZED' || e.code === 'NOT_FOUND'))
      redirect('/sign-in');
    throw e;
  }
});

export type Me = Awaited<ReturnType<typeof requireMe>>;
