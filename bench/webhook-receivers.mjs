// Webhook receivers for bench/webhooks.mjs, in a child process of their own (the bench's load would
// delay their clocks): `count` HTTP servers on 127.0.0.1 answering 200 to every POST and noting
// each delivery's headers, arrival time and body fields.
import http from 'node:http';

const count = Number(process.argv[2] ?? 3);
const basePort = Number(process.argv[3] ?? 0);
let records = [];
const now = () => performance.timeOrigin + performance.now();

function receiver(index) {
  return http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const at = now();
      let body = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        /* noted with empty fields: counted as malformed */
      }
      records.push([
        index,
        String(req.headers['webhook-id'] ?? ''),
        Number(req.headers['webhook-timestamp'] ?? NaN),
        at,
        body.timestamp ?? null,
        body.sequence ?? null,
        body.data?.id ?? null,
        body.data?.created_at ?? null,
        body.type ?? null,
      ]);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
}

const ports = [];
for (let i = 0; i < count; i++) {
  const server = receiver(i);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(basePort ? basePort + i : 0, '127.0.0.1', resolve);
  });
  ports.push(server.address().port);
}
// IPC: `{ ports }` once listening; `{ take: true }` is answered with the records since last take.
process.on('message', (m) => {
  if (m?.take) {
    process.send({ records });
    records = [];
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ ports });
