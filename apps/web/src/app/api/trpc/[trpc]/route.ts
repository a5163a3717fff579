import { handleTrpcRequest } from '@app/api/server';
import { getSessionUserId } from '~/server/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function handler(req: Request): Promise<Response> {
  return handleTrpcRequest(req, { endpoint: '/api/trpc', sessionUserId: getSessionUserId });
}

export { handler as GET, handler as POST };
