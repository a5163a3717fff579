/**
 * The app's one server (`pnpm start`, `pnpm dev`): node:http on PORT; every path is listed in
 * packages/api's runtime/app.ts, Next.js (pages, assets, next-auth) its fallback; start-up and
 * shutdown are runtime/lifecycle.ts (docs/architecture.md, "A request's path").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import next from 'next';
import { log, routeConsole } from '@app/api/log';
import { startServer } from '@app/api/server';
import { listen } from '@app/api/serve';
import { sessionUserIdFromCookie } from './src/server/session-cookie';

const dev = process.env.NODE_ENV !== 'production';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';

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
  if (Number(process.versions.node.split('.')[0]) < 24) {
    const hint = 'run it through pnpm (Node 24 from node_modules/.bin) or install Node 24 LTS';
    process.stderr.write(`Node ${process.versions.node} is too old for this app: ${hint}.\n`);
    process.exit(1);
  }
  // Next prints through `console` ("✓ Running next.config took 3ms", its warnings, render
  // errors): those become the logger's JSON lines too, so every stdout line is JSON.
  routeConsole();
  const dir = import.meta.dirname.replace(/\/dist$/, '');
  if (!dev) useBuiltNextConfig(dir);
  const app = next({ dev, dir, hostname, port });
  startServer();
  await app.prepare();
  await listen({
    port,
    hostname,
    fallback: app.getRequestHandler(),
    sessionFromCookie: sessionUserIdFromCookie,
    configure: dev ? (server) => server.on('upgrade', app.getUpgradeHandler()) : undefined,
  });
  const url = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;
  log.info({ url, mode: dev ? 'development' : 'production' }, `ready on ${url}`);
}

main().catch((e: unknown) => {
  log.fatal({ err: e }, 'not starting');
  process.exit(1);
});
