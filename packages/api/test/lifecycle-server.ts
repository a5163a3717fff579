/**
 * The server's life without Next, in a process of its own (`node --import tsx`): the runtime as
 * apps/web/server.ts starts it, Next's place taken by `/slow?ms=<n>` and a 404. It prints what the
 * lifecycle tests and `pnpm bench:shutdown` compare with what their clients got.
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
// `seen <id>` as each request arrives; `listening <port>` once it listens (LISTEN_PORT, 0: any).
server.on('request', (req) => {
  const id = req.headers['x-test-id'];
  if (typeof id === 'string') write(`seen ${id}`);
});
write(`listening ${(server.address() as AddressInfo).port}`);
