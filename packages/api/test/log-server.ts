/**
 * The API as apps/web/server.ts serves it (listener, database, job queue; no Next: a page is a 404)
 * in a process of its own whose stdout log-redaction.test.ts reads; its database from the test's
 * environment, the session cookie the tests' `sid=<user id>`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { log } from '../src/lib/log';
import { startServer } from '../src/runtime';
import { answerClientError, createRequestListener } from '../src/runtime/app';

startServer();
const server = http.createServer(
  createRequestListener({
    fallback: (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no pages here');
    },
    sessionFromCookie: async (cookie) => /(?:^|;\s*)sid=([\w-]+)/.exec(cookie ?? '')?.[1] ?? null,
  }),
);
server.on('clientError', answerClientError);
server.listen(0, '127.0.0.1', () => {
  log.info({ port: (server.address() as AddressInfo).port }, 'listening');
});
