/**
 * One attempt: a POST over a connection to the address the SSRF check approved (addresses.ts), no
 * redirect followed (a 3xx fails), one deadline for the exchange, at most 1 KiB of answer read.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { DeliveryResult } from '@app/integration-kit';
import { AddressRefused, checkedLookup, isSpecialAddress, type UrlPolicy } from './addresses';

export const RESPONSE_KEEP_BYTES = 1024;

export type SendResult = DeliveryResult;

/** Text a database column accepts: no NUL, valid UTF-8. */
const clean = (s: string, max: number) => s.replaceAll('\u0000', '').slice(0, max);

export async function sendWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  opts: { timeoutMs: number; policy: UrlPolicy; resolve?: (host: string) => Promise<string[]> },
): Promise<SendResult> {
  const started = performance.now();
  const done = (r: Omit<SendResult, 'durationMs'>): SendResult => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
  });
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return done({ status: null, response: null, error: 'invalid URL' });
  }
  if (url.protocol !== 'https:' && (url.protocol !== 'http:' || opts.policy.httpsOnly))
    return done({ status: null, response: null, error: `refused: ${url.protocol} URL` });
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address never goes through the lookup: it is checked here.
  if (isIP(host) && !opts.policy.allowPrivate && isSpecialAddress(host))
    return done({ status: null, response: null, error: new AddressRefused(host).message });
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(done(r));
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: checkedLookup(opts.policy, opts.resolve),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'booking-webhooks/1',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const answer = () => {
          const text = Buffer.concat(chunks).subarray(0, RESPONSE_KEEP_BYTES).toString('utf8');
          finish({
            status: res.statusCode ?? null,
            response: clean(text, RESPONSE_KEEP_BYTES),
            error: null,
          });
        };
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          size += c.length;
          if (size >= RESPONSE_KEEP_BYTES) answer();
        });
        res.on('end', answer);
        res.on('error', answer);
      },
    );
    const timer = setTimeout(
      () => finish({ status: null, response: null, error: `timed out after ${opts.timeoutMs} ms` }),
      opts.timeoutMs,
    );
    req.on('error', (e: Error) =>
      finish({ status: null, response: null, error: clean(e.message || String(e), 500) }),
    );
    req.end(body);
  });
}
