import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local receiver got: one entry per request. */
export interface Received {
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

/**
 * A receiver on a free local port (the app allows private URLs outside APP_ENV=production):
 * `/gone/*` answers 410 Gone (the app disables such an endpoint), anything else 200.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({
        path,
        id: String(req.headers['webhook-id'] ?? ''),
        timestamp: String(req.headers['webhook-timestamp'] ?? ''),
        signature: String(req.headers['webhook-signature'] ?? ''),
        body,
      });
      const status = path.startsWith('/gone') ? 410 : 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? '{"ok":true}' : '{"error":"receiver says no"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, close: () => new Promise((r) => server.close(r)) };
}

/** Standard Webhooks: v1 = base64 HMAC-SHA256 of `id.timestamp.body` with the secret's bytes. */
export function signs(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${r.id}.${r.timestamp}.${r.body}`).digest('base64');
  return r.signature.split(' ').includes(`v1,${mac}`);
}
