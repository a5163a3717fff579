import { z } from 'zod';
import type { HttpClient } from './http';

/**
 * The feed-source contract (stock, reference): a snapshot of a remote list, read whole and
 * validated record by record, optionally conditional (ETag / Last-Modified from the last read).
 */
export interface FeedValidators {
  etag?: string | null;
  lastModified?: string | null;
}

export type FeedRead<T> =
  | { changed: true; rows: T[]; etag: string | null; lastModified: string | null }
  | { changed: false };

export interface FeedSource<T> {
  /** Without validators the snapshot is always read; a malformed record or error answer throws. */
  fetchSnapshot(since?: FeedValidators): Promise<FeedRead<T>>;
}

/** A feed connector's configuration: where the remote service is. */
export const feedConfigSchema = z.object({ baseUrl: z.url() });
export type FeedConfig = z.infer<typeof feedConfigSchema>;

/**
 * Reads `GET <baseUrl>/<path>`: a JSON array validated record by record. A malformed record or an
 * error answer fails the whole read, so a sync never writes half a feed.
 */
export async function readJsonFeed<S extends z.ZodType>(
  client: HttpClient,
  baseUrl: string,
  path: string,
  record: S,
  since: FeedValidators = {},
): Promise<FeedRead<z.output<S>>> {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const headers: Record<string, string> = {};
  if (since.etag) headers['if-none-match'] = since.etag;
  if (since.lastModified) headers['if-modified-since'] = since.lastModified;
  const res = await client.request(url, { headers });
  if (res.status === 304 && (since.etag || since.lastModified)) return { changed: false };
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`${url.origin} answered ${res.status} for /${path}`);
  }
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error(`${url.origin}/${path} did not answer a JSON array`);
  return {
    changed: true,
    rows: body.map((r) => record.parse(r)),
    etag: res.headers.get('etag'),
    lastModified: res.headers.get('last-modified'),
  };
}
