import { handleRouteRequest } from '@app/api/server';
import { getSessionUserId } from '~/server/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The plain HTTP routes of packages/api/src/runtime/routes.ts (webhooks, downloads). `/api/trpc/*`
 * and `/api/auth/*` have routes of their own, which Next prefers to this catch-all.
 */
function handler(req: Request): Promise<Response> {
  return handleRouteRequest(req, { sessionUserId: getSessionUserId });
}

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
