import http from 'node:http';
import { createRequestListener } from './src/runtime/node-listener';
const server = http.createServer(createRequestListener({
  fallback: (_req, res) => { res.writeHead(404); res.end('fallback'); },
  sessionFromCookie: async () => null,
}));
server.listen(3110, '127.0.0.1', () => console.log('listening'));
