/**
 * The app's one server (`pnpm start`, `pnpm dev`): node:http on PORT. The API (`/api/trpc`, the
 * plain routes) is served by packages/api's listener straight from node:http; pages, assets and
 * next-auth go to Next.js. Starts the database and the job queue at once, and on SIGTERM/SIGINT
 * stops taking requests, lets those in flight finish, then the jobs and the database close
 * (runtime/db.ts). docs/architecture.md, "A request's path".
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { answerClientError, createRequestListener } from '@app/api/listener';
import { log } from '@app/api/log';
import { beforeDatabaseCloses, startServer } from '@app/api/server';
import { sessionUserIdFromCookie } from './src/server/session-cookie';

const dev = process.env.NODE_ENV !== 'production';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const INFLIGHT_DEADLINE_MS = 15_000;

/**
 * Production: Next takes its configuration as the build resolved it (.next/required-server-files
 * .json, the way its own standalone server does) instead of compiling next.config.ts at every
 * start, which loaded SWC, the next-intl plugin and a file watcher into the server (~50 MiB RSS).
 */
function useBuiltNextConfig(dir: string): void {
  const file = path.join(dir, '.next/required-server-files.json');
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: object };
  // It names the build machine's repository root (outputFileTracingRoot, turbopack.root, ...):
  // this one's instead, so the build runs wherever it is moved (`pnpm bundle`).
  const built = (config as { outputFileTracingRoot?: string }).outputFileTracingRoot;
  const text = JSON.stringify(config);
  const here = built
    ? text.replaceAll(JSON.stringify(built), JSON.stringify(path.resolve(dir, '../..')))
    : text;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= here;
}

async function main(): Promise<void> {
  const dir = import.meta.dirname.replace(/\/dist$/, '');
  if (!dev) useBuiltNextConfig(dir);
  const app = next({ dev, dir, hostname, port });
  startServer();
  await app.prepare();
  const server = http.createServer(
    createRequestListener({
      fallback: app.getRequestHandler(),
      sessionFromCookie: sessionUserIdFromCookie,
    }),
  );
  // Longer than a load balancer's idle timeout, so it closes idle connections first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('clientError', answerClientError);
  if (dev) server.on('upgrade', app.getUpgradeHandler());
  beforeDatabaseCloses(
    () =>
      new Promise<void>((resolve) => {
        const deadline = setTimeout(() => {
          server.closeAllConnections();
          resolve();
        }, INFLIGHT_DEADLINE_MS);
        deadline.unref();
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      }),
  );
  server.listen(port, hostname, () => {
    const url = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;
    log.info({ url, mode: dev ? 'development' : 'production' }, `ready on ${url}`);
  });
}

main().catch((e: unknown) => {
  log.fatal({ err: e }, 'not starting');
  process.exit(1);
});
