/**
 * Inputs and outputs are checked by zod's synchronous parse in every procedure of the app's router
 * (lib/sync-validation.ts), with tRPC's own errors: 400 with field messages, 500 for a wrong answer.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSynchronousCheck } from '../../../src/lib/sync-validation';
import type { Context } from '../../../src/context';
import { appRouter } from '../../../src/root';
import { createCallerFactory, createTRPCRouter, publicProcedure } from '../../../src/trpc';

type Def = { middlewares: { _type?: string }[]; output?: unknown };
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: Def }>;

const router = createTRPCRouter({
  echo: publicProcedure
    .input(z.strictObject({ n: z.number().int() }))
    .input(z.object({ tag: z.string().default('x') }))
    .output(z.strictObject({ n: z.number(), tag: z.string() }))
    .query(({ input }) => input),
  wrong: publicProcedure
    .output(z.strictObject({ id: z.string() }))
    .query(() => ({ id: 'a', secret: 'b' })),
});
// Public procedures read no context but the (absent) Idempotency-Key.
const caller = createCallerFactory(router)({} as Context);

describe('synchronous input and output checks', () => {
  it('replace tRPC’s checks in every procedure of the app', () => {
    const left = Object.entries(procedures).flatMap(([path, p]) =>
      p._def.middlewares
        .filter((m) => (m._type === 'input' || m._type === 'output') && !isSynchronousCheck(m))
        .map(() => path),
    );
    const checked = Object.values(procedures).filter((p) => p._def.output !== undefined);
    expect(checked.length).toBeGreaterThan(50);
    expect(left).toEqual([]);
  });

  it('merge several inputs, defaults applied, and check the answer', async () => {
    await expect(caller.echo({ n: 2 })).resolves.toEqual({ n: 2, tag: 'x' });
  });

  it('refuse a bad input as tRPC does: BAD_REQUEST with the zod error as cause', async () => {
    const error = await caller.echo({ n: 1.5 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect((error as { cause: unknown }).cause).toBeInstanceOf(z.ZodError);
  });

  it('refuse an answer outside its schema (an undeclared field) with a 500', async () => {
    await expect(caller.wrong()).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Output validation failed',
    });
  });
});
