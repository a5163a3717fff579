// The baseline of bench/run.mjs: the smallest server doing the app's work for each measured call
// (node:http + postgres.js + jose: the token and user check, the app's SQL, tRPC's envelope), with
// no framework, schema, permission table, rate limit or ORM. See bench/README.md, `pnpm bench`.
import http from 'node:http';
import { jwtVerify } from 'jose';
import postgres from 'postgres';
import { baselineCalls } from './baseline-calls.mjs';
import { exec, failure } from './baseline-sql.mjs';

const port = Number(process.env.PORT ?? 3203);
const secret = new TextEncoder().encode(process.env.AUTH_SECRET ?? '');
const sql = postgres(process.env.DATABASE_URL, {
  max: Number(process.env.DATABASE_POOL_SIZE ?? 32),
  onnotice: () => {},
  connection: { TimeZone: 'UTC', application_name: 'bench-baseline' },
});
// As drizzle's postgres-js driver sets them on the app's client: parameters of these types are
// sent as given (drizzle passes ISO strings and JSON text), not converted again by postgres.js.
for (const type of ['1184', '1082', '1083', '1114', '1182', '1185', '1115', '1231', '114', '3802'])
  sql.options.serializers[type] = (x) => x;
const calls = await baselineCalls(sql, process.env);

/**
 * services/auth/current-user.ts loadAuthUserCached: the user may still act (active, not deleted,
 * not the system user nor a key's service user), with its roles and its last password reset;
 * kept 5 s per user as the app does.
 */
const authUsers = new Map();
async function authUser(id) {
  const hit = authUsers.get(id);
  if (hit && Date.now() - hit.at < 5_000) return hit.user;
  const rows = await exec(
    sql,
    'select "users"."id", "users"."email", "roles"."slug", "users"."credentials_changed_at" from "users" ' +
      'left join "user_roles" on "user_roles"."user_id" = "users"."id" ' +
      'left join "roles" on "roles"."id" = "user_roles"."role_id" ' +
      'where ("users"."id" = $1 and "users"."active" = $2 and "users"."deleted_at" is null and "users"."is_system" = $3 and "users"."is_service" = $4)',
    [id, true, false, false],
  );
  const user = rows[0] ? { changedAt: rows[0].credentials_changed_at } : null;
  if (authUsers.size > 10_000) authUsers.clear();
  authUsers.set(id, { at: Date.now(), user });
  return user;
}

/**
 * services/auth/tokens.ts verifyAccessToken, then the user (context.ts): the user id, or a 401
 * (also for a token issued before the user's last password reset, tokens.ts issuedBeforeReset).
 */
async function userOf(req) {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw failure(401, 'Use Authorization: Bearer');
  let verified;
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: 'booking-pricing',
      audience: 'booking-pricing-api',
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') throw new Error('not access');
    verified = payload;
  } catch {
    throw failure(401, 'Invalid access token');
  }
  const user = await authUser(verified.sub);
  if (!user) throw failure(401, 'Unauthorized');
  if (user.changedAt && verified.iat < Math.floor(user.changedAt.getTime() / 1000))
    throw failure(401, 'The password was reset after this token was issued');
  return verified.sub;
}

async function body(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}');
}

function send(res, status, value) {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

// GET /api/trpc/<call>?input=<JSON> (users.me, bookings.list, bookings.search, units.list,
// directory.employees); POST /api/trpc/bookings.create {"unit": "<id>"}.
const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/health') return void res.end('ok');
    const call = url.pathname.startsWith('/api/trpc/') && calls[url.pathname.slice(10)];
    if (!call) return send(res, 404, { error: { message: 'No such call' } });
    const user = await userOf(req);
    const input =
      req.method === 'POST' ? await body(req) : JSON.parse(url.searchParams.get('input') ?? '{}');
    send(res, 200, { result: { data: await call(input, user) } });
  } catch (e) {
    send(res, e.status ?? 500, { error: { message: String(e.message) } });
  }
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void sql.end({ timeout: 2 }).then(() => process.exit(0));
});
