import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TIn extends FieldValues, TOut> = Resolver<TIn, unknown, TOut> & {
  /** Starts the download (e.g. on the form's first input), so a submit rarely waits for it. */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose schema is downloaded when the form first validates (or on
 * `preload()`), not with the page: a schema from @app/validators brings all of zod (~33 KiB
 * gzipped). Validation itself is the same resolver, so the messages do not change.
 *
 *   const resolver = lazyResolver(() => import('./auth-resolvers').then((m) => m.signIn));
 */
export function lazyResolver<TIn extends FieldValues, TOut>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): LazyResolver<TIn, TOut> {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  const get = () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined; // a failed download is tried again on the next validation
      throw e;
    }));
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
