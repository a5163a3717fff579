/**
 * The app's tRPC handler (packages/api handleTrpcRequest: same router, context, auth, rate limit,
 * database code) on a bare node:http server instead of Next.js, for bench/bookings.mjs: the
 * difference to the `next start` numbers is what Next.js itself costs per request. Run with tsx.
 *
 * TRPC_NODE_PREPARE=1: the same, with postgres.js told to use named prepared statements for the
 * queries drizzle sends outside transactions (drizzle asks for unnamed ones, which postgres.js
 * sends as Parse/Describe, waits, then Bind/Execute: two round trips per parameterised query).
 */
import http from 'node:http';
import { openDb, type Db } from '../packages/db/src/client';
import { handleTrpcRequest } from '../packages/api/src/runtime';

const port = Number(process.env.PORT ?? 3204);

async function preparedDb(): Promise<Db> {
  const handle = await openDb();
  const client = (
    handle.db as unknown as {
      $client: { unsafe: (q: string, a?: unknown[], o?: object) => unknown };
    }
  ).$client;
  const unsafe = client.unsafe.bind(client);
  client.unsafe = (q, a, o) => unsafe(q, a, { ...o, prepare: true });
  return handle.db;
}
const db = process.env.TRPC_NODE_PREPARE === '1' ? await preparedDb() : undefined;

const server = http.createServer(async (req, res) => {
  try {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const response = await handleTrpcRequest(request, { endpoint: '/api/trpc', db });
    const body = Buffer.from(await response.arrayBuffer());
    const out: Record<string, string> = {};
    response.headers.forEach((v, k) => (out[k] = v));
    out['content-length'] = String(body.length);
    res.writeHead(response.status, out);
    res.end(body);
  } catch (e) {
    res.statusCode = 500;
    res.end(String(e));
  }
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
});
