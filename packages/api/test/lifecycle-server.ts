/**
 * The server's life without Next, in a process of its own (`node --import tsx`): the runtime as
 * apps/web/server.ts starts it (database, job queue, signals, the API's listener), with a fallback
 * in place of Next that answers `/slow?ms=<n>` after n ms and 404 otherwise. Prints `listening
 * <port>` once it listens, and `seen <id>` for every request carrying `x-test-id`, as it arrives:
 * the lifecycle tests and `pnpm bench:shutdown` compare that with what their clients got.
 * `LISTEN_PORT` (default 0: any free port); the rest of the configuration as the app's.
 */
import type { AddressInfo } from 'node:net';
import { startServer } from '../src/runtime';
import { listen } from '../src/runtime/serve';

const write = (line: string) => process.stdout.write(`${line}\n`);

startServer();
const server = await listen({
  port: Number(process.env.LISTEN_PORT ?? 0),
  hostname: '127.0.0.1',
  sessionFromCookie: async () => null,
  fallback: (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: url.pathname, id: req.headers['x-test-id'] ?? null }));
    };
    if (url.pathname !== '/slow') return send(404);
    setTimeout(() => send(200), Number(url.searchParams.get('ms') ?? 0));
  },
});
server.on('request', (req) => {
  const id = req.headers['x-test-id'];
  if (typeof id === 'string') write(`seen ${id}`);
});
write(`listening ${(server.address() as AddressInfo).port}`);
