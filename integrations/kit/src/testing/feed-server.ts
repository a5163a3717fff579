import { createHash } from 'node:crypto';
import { startFakeServer, type FakeServer } from './server';

/**
 * A fake feed service: `GET <path>` answers the JSON snapshot set for it with a strong ETag (a
 * hash of the body) and Last-Modified (when it was set), 304 to a matching If-None-Match, 404
 * for a path without one.
 */
export interface FakeFeedServer extends FakeServer {
  set(path: string, rows: unknown): void;
}

export async function startFakeFeedServer(): Promise<FakeFeedServer> {
  const feeds = new Map<string, { body: string; etag: string; modified: string }>();
  const server = await startFakeServer((req, res) => {
    const feed = feeds.get(req.path);
    if (!feed || req.method !== 'GET') return void res.writeHead(404).end();
    const headers = { etag: feed.etag, 'last-modified': feed.modified };
    if (req.headers['if-none-match'] === feed.etag) return void res.writeHead(304, headers).end();
    res.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(feed.body);
  });
  return {
    ...server,
    set(path, rows) {
      const body = JSON.stringify(rows);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
      feeds.set(path, { body, etag, modified: new Date().toUTCString() });
    },
  };
}
