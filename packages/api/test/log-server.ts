/**
 * The API as apps/web/server.ts serves it (the listener, the database, the job queue; no Next: a
 * page is a 404), in a process of its own whose stdout the log tests read
 * (test/integration/http/log-redaction.test.ts). Its database comes from the environment the test
 * gives it. The session cookie is the tests' `sid=<user id>` (test/http-server.ts).
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
