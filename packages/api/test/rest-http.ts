/**
 * One procedure call over HTTP, by tRPC (`/api/trpc/<path>`) or by REST (`/api/v1/...`, the method
 * and path rest/operations.ts gives it: a GET's input as query parameters, a POST's as the JSON
 * body), for the tests that compare the two transports (the REST role matrix, the fuzzer).
 */
import { REST_OPERATIONS, type RestOperation } from '../src/runtime/rest/operations';

export type HttpAnswer = { status: number; text: string; headers: Headers };

const BY_PROCEDURE = new Map(REST_OPERATIONS.map((op) => [op.procedure, op]));

export function restOperation(procedure: string): RestOperation {
  const op = BY_PROCEDURE.get(procedure);
  if (!op) throw new Error(`${procedure}: no REST operation`);
  return op;
}

const auth = (token: string | null, ip: string): Record<string, string> => ({
  'x-forwarded-for': ip,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** A GET's input as query parameters: an array repeats its parameter, anything else is text. */
function queryString(input: unknown): string {
  if (input === undefined || input === null || typeof input !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(name, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function callRest(
  base: string,
  procedure: string,
  input: unknown,
  token: string | null,
  ip = '203.0.113.7',
): Promise<HttpAnswer> {
  const op = restOperation(procedure);
  const url = `${base}/api/v1${op.path}`;
  const res =
    op.method === 'GET'
      ? await fetch(url + queryString(input), { headers: auth(token, ip) })
      : await fetch(url, {
          method: 'POST',
          headers: { ...auth(token, ip), 'content-type': 'application/json' },
          body: input === undefined ? undefined : JSON.stringify(input),
        });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

export async function callTrpc(
  base: string,
  procedure: string,
  type: string,
  input: unknown,
  token: string | null,
  ip = '203.0.113.7',
): Promise<HttpAnswer> {
  const url = `${base}/api/trpc/${procedure}`;
  const body = input === undefined ? undefined : JSON.stringify(input);
  const res =
    type === 'mutation'
      ? await fetch(url, {
          method: 'POST',
          headers: { ...auth(token, ip), 'content-type': 'application/json' },
          body,
        })
      : await fetch(body === undefined ? url : `${url}?input=${encodeURIComponent(body)}`, {
          headers: auth(token, ip),
        });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** The appCode of an error answer of either transport. */
export function appCodeOf(a: HttpAnswer): string | undefined {
  if (a.status < 400) return undefined;
  const body = JSON.parse(a.text) as { appCode?: string; error?: { data?: { appCode?: string } } };
  return body.appCode ?? body.error?.data?.appCode;
}
