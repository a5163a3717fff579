/**
 * `@app/api/serve`: the process's HTTP server on the API's listener (apps/web/server.ts, lifecycle
 * tests, `pnpm bench:shutdown`), its connections managed by runtime/lifecycle.ts. Apart from
 * `@app/api/server`: the listener reaches the customer pages, which Next refuses.
 */
import type http from 'node:http';
import { listenManaged, type ListenOptions } from './lifecycle';
import { answerClientError, createRequestListener, type ListenerOptions } from './app';

export type ServeOptions = ListenerOptions & ListenOptions;

/** Listens on `port` with the API's listener before `fallback` (Next); resolves once it does. */
export function listen(opts: ServeOptions): Promise<http.Server> {
  return listenManaged(createRequestListener(opts), {
    ...opts,
    configure: (server) => {
      server.on('clientError', answerClientError);
      opts.configure?.(server);
    },
  });
}
