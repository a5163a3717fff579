import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { grantFor, type Action } from '@app/permissions';
import { requireUser, type Context } from './context';
import { getEnv } from './env';
import { forbidden } from './errors';
import { toPublicError } from './lib/public-error';

/**
 * Who may call a procedure, readable from the router (`appRouter._def.procedures[path]._def.meta`):
 * `public` (no token), `signedIn` (any signed-in user, their own profile), or `action` (a row of
 * the permission table). Every procedure carries exactly one; the role matrix test reads them.
 */
export type ProcedureMeta = { public?: true; signedIn?: true; action?: Action };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // No `isDev: getEnv().isDev` here: reading the configuration while modules load would stop
    // an invalid one with a raw stack; the formatter below reads it per error instead (tRPC's own
    // isDev only shapes the default error, which the formatter replaces).
    // The one place errors are mapped to what leaves the server (docs/api.md#errors).
    errorFormatter({ shape, error }) {
      const pub = toPublicError(error);
      return {
        code: TRPC_ERROR_CODES_BY_KEY[pub.code],
        message: pub.message,
        data: {
          code: pub.code,
          httpStatus: pub.httpStatus,
          path: shape.data.path,
          appCode: pub.appCode,
          ...(pub.fieldErrors ? { fieldErrors: pub.fieldErrors } : {}),
          ...(pub.retryAfter ? { retryAfter: pub.retryAfter } : {}),
          ...(getEnv().isDev && pub.code === 'INTERNAL_SERVER_ERROR' ? { stack: error.stack } : {}),
        },
      };
    },
  });

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/** No authentication: login, refresh, recovery, health. */
export const publicProcedure = t.procedure.meta({ public: true });

/** Signs the caller in: narrows `ctx.user` to non-null; rate-limited per user; CSRF for cookies. */
const signedIn = t.middleware(async ({ ctx, type, next }) => {
  const user = await requireUser(ctx, type === 'mutation');
  return next({ ctx: { ...ctx, user } });
});

/** Any signed-in user, on their own profile only (users.me, users.updateMe). */
export const protectedProcedure = t.procedure.meta({ signedIn: true }).use(signedIn);

/**
 * A signed-in user whose roles allow `action` in the permission table (@app/permissions,
 * docs/api.md#roles). `ctx.grant` says whether they act on every record or on their own only; the
 * services' scoping helpers read the same table, so no procedure computes a scope itself.
 */
export function procedureFor(action: Action) {
  return t.procedure
    .meta({ action })
    .use(signedIn)
    .use(({ ctx, next }) => {
      const grant = grantFor(ctx.user.roles, action);
      if (grant === 'none') throw forbidden();
      return next({ ctx: { grant } });
    });
}

export type AuthedContext = Context & { user: NonNullable<Context['user']> };
