/**
 * What the app takes from the socket: the client's address (lib/client-address.ts, TRUSTED_PROXIES),
 * and the answer to what node:http refuses before a request exists.
 */
import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';
import type { Duplex } from 'node:stream';
import { clientAddress, isTrustedAddress, normaliseAddress } from '../lib/client-address';
import { log } from '../lib/log';
import { requestIdFrom } from '../lib/request-context';

const DROPPED = new Set(['x-forwarded-for', 'x-real-ip']);
const PROXY_ONLY = new Set(['x-forwarded-host', 'x-forwarded-proto']);

/**
 * The request's headers (the parsed ones Next reads and the raw ones the Fetch view reads) with
 * the resolved client address as the only forwarded hop, so the API, next-auth and the pages all
 * count limits under the same, unforgeable address.
 */
export function settleClientAddress(req: IncomingMessage, trusted: BlockList): void {
  const forwarded = req.headers['x-forwarded-for'];
  const peer = req.socket.remoteAddress;
  const joined = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const address = clientAddress(peer, joined, trusted);
  // Only a trusted proxy may say which host and scheme the client used.
  const proxied = isTrustedAddress(trusted, normaliseAddress(peer ?? ''));
  req.headers['x-forwarded-for'] = address;
  delete req.headers['x-real-ip'];
  if (!proxied) for (const name of PROXY_ONLY) delete req.headers[name];
  const raw = req.rawHeaders;
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const [name, value] = [String(raw[i]), String(raw[i + 1])];
    const lower = name.toLowerCase();
    if (DROPPED.has(lower) || (!proxied && PROXY_ONLY.has(lower))) continue;
    kept.push(name, value);
  }
  kept.push('x-forwarded-for', address);
  req.rawHeaders.splice(0, raw.length, ...kept);
}

/**
 * What node:http refuses before a request exists (a request line or headers over Node's 16 KiB,
 * malformed HTTP) still gets tRPC's error envelope (docs/api.md#errors), or REST's error body for
 * a request line under /api/v1/, instead of a bare status line:
 * `server.on('clientError', answerClientError)`.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const message = tooLarge
    ? 'The request line or headers are larger than 16 KiB; send a large input in a POST body'
    : 'Malformed HTTP request';
  const appCode = tooLarge ? 'REQUEST_HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST';
  // A REST call (its request line read so far names /api/v1/) gets REST's error body.
  const rest = /^[A-Z]{3,7} \/api\/v1\//.test(
    error.rawPacket?.subarray(0, 16).toString('latin1') ?? '',
  );
  const body = JSON.stringify(
    rest
      ? { code: 'BAD_REQUEST', message, appCode }
      : {
          error: {
            message,
            code: -32600,
            data: { code: 'BAD_REQUEST', httpStatus: status, appCode },
          },
        },
  );
  // No request exists to take the client's id from: the answer gets a new one, and a log line.
  const reqId = requestIdFrom(undefined);
  log.info({ req_id: reqId, route: 'other', status, code: error.code }, 'request');
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json\r\nConnection: close\r\nX-Request-Id: ${reqId}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
