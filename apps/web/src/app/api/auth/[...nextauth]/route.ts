import NextAuth from 'next-auth';
import { getAuthOptions } from '~/server/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

function handler(req: Request, ctx: RouteContext): Promise<Response> {
  return NextAuth(getAuthOptions())(req, ctx) as Promise<Response>;
}

export { handler as GET, handler as POST };
