// A TCP relay in front of PostgreSQL noting which statements each client runs (startup's
// application_name, Query, Parse + Bind: a named prepared statement counts on every run), for the
// check that the baseline sends the app's SQL. The servers under load never go through it.
import net from 'node:net';

/** The string at `at` up to its NUL, and where the next field starts. */
function cstring(buf, at) {
  const end = buf.indexOf(0, at);
  return [buf.toString('utf8', at, end), end + 1];
}

/** A parser of one connection's client bytes; `onStatement(text)` for each statement run. */
function frontend(onStartup, onStatement) {
  let buf = Buffer.alloc(0);
  let started = false;
  const parsed = new Map(); // statement name ('' unnamed) → text
  return (chunk) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    for (;;) {
      if (!started) {
        // Untyped: SSLRequest (the server answers, the client starts again) or the startup message.
        if (buf.length < 8 || buf.length < buf.readInt32BE(0)) return;
        const length = buf.readInt32BE(0);
        if (buf.readInt32BE(4) === 196608) {
          const params = {};
          for (let at = 8; at < length - 1;) {
            const [key, next] = cstring(buf, at);
            [params[key], at] = cstring(buf, next);
          }
          onStartup(params);
          started = true;
        }
        buf = buf.subarray(length);
        continue;
      }
      if (buf.length < 5 || buf.length < 1 + buf.readInt32BE(1)) return;
      const type = String.fromCharCode(buf[0]);
      const body = buf.subarray(5, 1 + buf.readInt32BE(1));
      buf = buf.subarray(1 + buf.readInt32BE(1));
      if (type === 'Q') onStatement(cstring(body, 0)[0]);
      if (type === 'P') {
        const [name, at] = cstring(body, 0);
        parsed.set(name, cstring(body, at)[0]);
      }
      if (type === 'B') onStatement(parsed.get(cstring(body, cstring(body, 0)[1])[0]) ?? '?');
    }
  };
}

/**
 * Starts the relay for the server of `databaseUrl`; `url` is the same database through it.
 * `take()` answers (and forgets) the statements run since the last take: [{ app, text }], `app`
 * being the client's application_name.
 */
export async function startRecorder(databaseUrl) {
  const target = new URL(databaseUrl);
  const log = [];
  const sockets = new Set();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let app = '';
    const parse = frontend(
      (params) => (app = params.application_name ?? ''),
      (text) => log.push({ app, text }),
    );
    client.on('data', (chunk) => {
      parse(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {}).on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(relay.address().port);
  return {
    url: url.toString(),
    take: () => log.splice(0),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => relay.close(resolve));
    },
  };
}
