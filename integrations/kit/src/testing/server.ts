import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake received: headers lower-cased, the body as text. */
export interface Received {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export type FakeHandler = (req: Received, res: http.ServerResponse) => void;

export interface FakeServer {
  url(path?: string): string;
  requests: Received[];
  /** Replaces the handler for the requests that follow. */
  answer(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 (an ephemeral port unless given), recording every request. */
export async function startFakeServer(
  handler: FakeHandler = (_q, res) => void res.end('ok'),
  opts: { port?: number; host?: string } = {},
): Promise<FakeServer> {
  const requests: Received[] = [];
  const state = { handler };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received: Received = {
        method: req.method ?? 'GET',
        path: req.url ?? '',
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      state.handler(received, res);
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve),
  );
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = '') => `http://127.0.0.1:${port}${path}`,
    requests,
    answer: (h) => void (state.handler = h),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
