import { sql } from 'drizzle-orm';
import { healthOutput } from '@app/validators/outputs';
import { publicProcedure } from '../trpc';

/** Liveness and database reachability; no authentication. */
export const healthProcedure = publicProcedure({
  summary: 'Liveness and database reachability',
  description: 'Liveness and database reachability: `{ status: "ok", db: "ok" }`.',
  appCodes: ['DATABASE_UNAVAILABLE'],
})
  .output(healthOutput)
  .query(async ({ ctx }) => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, db: 'ok' as const };
  });
