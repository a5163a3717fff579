import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { grantFor, type Action } from '@app/permissions';
import { requireUser, type Context } from './context';
import { getEnv } from './env';
import { forbidden } from './errors';
import { toPublicError } from './lib/public-error';
import type { ProcedureDoc } from './procedure-doc';
import { idempotencyKeyOf, replayAnswer, runIdempotent } from './services/idempotency';

/**
 * Who may call a procedure, readable from the router (`appRouter._def.procedures[path]._def.meta`):
 * `public` (no token), `signedIn` (any signed-in user, their own profile), or `action` (a row of
 * the permission table); every procedure carries exactly one. Beside it, what the procedure
 * declares of itself (procedure-doc.ts): REST, the OpenAPI document and the role matrix read both.
 */
export type ProcedureMeta = ProcedureDoc & { public?: true; signedIn?: true; action?: Action };

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

/**
 * A public mutation checks an `Idempotency-Key`'s form but keeps no record: it has no caller to
 * scope the key by, and its answers (tokens) must not be stored (docs/api.md#idempotency).
 */
const idempotencyKeyChecked = t.middleware(({ ctx, type, next }) => {
  if (type === 'mutation') idempotencyKeyOf(ctx.idempotency?.key, ctx.idempotency?.calls);
  return next();
});

/** No authentication: login, refresh, recovery, health. */
export const publicProcedure = (doc: ProcedureDoc) =>
  t.procedure.meta({ ...doc, public: true }).use(idempotencyKeyChecked);

/** Signs the caller in: narrows `ctx.user` to non-null; rate-limited per user; CSRF for cookies. */
const signedIn = t.middleware(async ({ ctx, type, next }) => {
  const user = await requireUser(ctx, type === 'mutation');
  return next({ ctx: { user } }); // tRPC merges it into ctx
});

/**
 * A signed-in mutation with an `Idempotency-Key` runs at most once per caller, key and request
 * for 24 hours; a repeat gets the first answer (services/idempotency, docs/api.md#idempotency).
 * After the permission check: a refused call records nothing. Queries ignore the header.
 */
const idempotent = t.middleware(async ({ ctx, type, path, getRawInput, next }) => {
  if (type !== 'mutation') return next();
  const key = idempotencyKeyOf(ctx.idempotency?.key, ctx.idempotency?.calls);
  if (!key || !ctx.user) return next();
  const run = await runIdempotent(
    { db: ctx.db, userId: ctx.user.id, key, path, input: await getRawInput() },
    (db) => next({ ctx: { db } }),
    (r) => (r.ok ? { ok: true, data: r.data } : { ok: false, error: r.error }),
  );
  if (!run.replayed) return run.result;
  if (ctx.idempotency) ctx.idempotency.replayed = true;
  // The stored answer stands in for the procedure's result: a middleware's ok result, typed as
  // `next()`'s (its `marker` is a type brand only; tRPC reads `ok` and `data`).
  type Result = Awaited<ReturnType<typeof next>>;
  return { ok: true, data: replayAnswer(run.answer), ctx } as unknown as Result;
});

/** Any signed-in user, on their own profile only (users.me, users.updateMe). */
export const protectedProcedure = (doc: ProcedureDoc) =>
  t.procedure
    .meta({ ...doc, signedIn: true })
    .use(signedIn)
    .use(idempotent);

/**
 * A signed-in user whose roles allow `action` in the permission table (@app/permissions,
 * docs/api.md#roles). `ctx.grant` says whether they act on every record or on their own only; the
 * services' scoping helpers read the same table, so no procedure computes a scope itself.
 */
export function procedureFor(action: Action, doc: ProcedureDoc) {
  return t.procedure
    .meta({ ...doc, action })
    .use(signedIn)
    .use(({ ctx, next }) => {
      const grant = grantFor(ctx.user.roles, action);
      if (grant === 'none') throw forbidden();
      return next({ ctx: { grant } });
    })
    .use(idempotent);
}

export type AuthedContext = Context & { user: NonNullable<Context['user']> };
