// Issue 32: node:http, Fastify and Hono serving one tRPC query (`users.me`-like) through their public
// tRPC adapters, back to back, ROUNDS times: req/s and server CPU per request (docs/decisions.md).
// `node bench/frameworks.mjs` (Fastify from FASTIFY_DIR, a folder where it is installed: not a dependency).
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';

const api = createRequire(path.resolve(import.meta.dirname, '../packages/api/package.json'));
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 6);
const CONNECTIONS = 32;
const URL_PATH = '/api/trpc/users.me?input=%7B%7D';

async function server(kind) {
  const { initTRPC, TRPCError } = await import(api.resolve('@trpc/server'));
  const { z } = await import(api.resolve('zod'));
  const t = initTRPC.context().create();
  const signedIn = t.procedure.use(({ ctx, next }) => {
    if (!ctx.auth?.startsWith('Bearer ')) throw new TRPCError({ code: 'UNAUTHORIZED' });
    return next({ ctx: { user: { id: 'u1', roles: ['admin'] } } });
  });
  const router = t.router({
    users: t.router({
      me: signedIn.input(z.object({}).optional()).query(({ ctx }) => ({
        id: ctx.user.id,
        name: 'Anna Smirnova',
        email: 'anna@example.com',
        roles: ctx.user.roles,
      })),
    }),
  });
  if (kind === 'node') {
    const http = await import('node:http');
    const { createHTTPHandler } = await import(api.resolve('@trpc/server/adapters/standalone'));
    const handler = createHTTPHandler({
      router,
      basePath: '/api/trpc/',
      createContext: ({ req }) => ({ auth: req.headers.authorization }),
    });
    return (port) => new Promise((r) => http.createServer(handler).listen(port, r));
  }
  if (kind === 'fastify') {
    const fastify = createRequire(path.join(process.env.FASTIFY_DIR, 'package.json'));
    const Fastify = (await import(fastify.resolve('fastify'))).default;
    const { fastifyTRPCPlugin } = await import(api.resolve('@trpc/server/adapters/fastify'));
    const app = Fastify();
    await app.register(fastifyTRPCPlugin, {
      prefix: '/api/trpc',
      trpcOptions: { router, createContext: ({ req }) => ({ auth: req.headers.authorization }) },
    });
    return (port) => app.listen({ port, host: '127.0.0.1' });
  }
  const { Hono } = await import(api.resolve('hono'));
  const { serve } = await import(api.resolve('@hono/node-server'));
  const { fetchRequestHandler } = await import(api.resolve('@trpc/server/adapters/fetch'));
  const app = new Hono();
  app.all('/api/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/api/trpc',
      req: c.req.raw,
      router,
      createContext: () => ({ auth: c.req.header('authorization') }),
    }),
  );
  return (port) => new Promise((r) => serve({ fetch: app.fetch, port }, r));
}

if (process.argv[2] === 'serve') {
  const start = await server(process.argv[3]);
  await start(Number(process.argv[4]));
  process.on('message', (m) => {
    if (m === 'cpu') process.send(process.cpuUsage());
  });
  process.send('ready');
} else {
  const kinds = ['node', ...(process.env.FASTIFY_DIR ? ['fastify'] : []), 'hono'];
  const results = Object.fromEntries(kinds.map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of kinds) {
      const port = 4100 + kinds.indexOf(kind);
      const child = fork(import.meta.filename, ['serve', kind, String(port)]);
      await new Promise((r) => child.once('message', r));
      const cpu = () =>
        new Promise((r) => {
          child.once('message', (u) => r((u.user + u.system) / 1000));
          child.send('cpu');
        });
      const opts = {
        url: `http://127.0.0.1:${port}${URL_PATH}`,
        headers: { authorization: 'Bearer x' },
        connections: CONNECTIONS,
      };
      await autocannon({ ...opts, duration: 1 }); // warm-up
      const before = await cpu();
      const out = await autocannon({ ...opts, duration: SECONDS });
      const used = (await cpu()) - before;
      const ok = out.non2xx === 0 && out.errors === 0;
      results[kind].push({ rps: out.requests.average, cpuMs: used / out.requests.total, ok });
      console.log(
        `round ${round + 1} ${kind.padEnd(8)} ${out.requests.average.toFixed(0).padStart(6)} req/s  ` +
          `${((used / out.requests.total) * 1000).toFixed(1).padStart(6)} µs CPU/req${ok ? '' : '  (errors!)'}`,
      );
      child.kill();
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log('\nmedian over rounds (ratio to node:http)');
  const base = {
    rps: median(results.node.map((r) => r.rps)),
    cpu: median(results.node.map((r) => r.cpuMs)),
  };
  for (const kind of kinds) {
    const rps = median(results[kind].map((r) => r.rps));
    const cpu = median(results[kind].map((r) => r.cpuMs));
    console.log(
      `${kind.padEnd(8)} ${rps.toFixed(0).padStart(6)} req/s (${(rps / base.rps).toFixed(2)})  ` +
        `${(cpu * 1000).toFixed(1).padStart(6)} µs CPU/req (${(cpu / base.cpu).toFixed(2)})`,
    );
  }
}
