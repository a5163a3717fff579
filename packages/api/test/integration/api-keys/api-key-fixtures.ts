/** Calls over HTTP with an API key, as another system would: the listener, a real socket. */
import type { Db } from '@app/db';
import { callerAs } from '../../helpers';

export interface Answer {
  status: number;
  body: {
    result?: { data?: unknown };
    error?: { data?: { appCode?: string; httpStatus?: number } };
  };
  text: string;
}

/** A tRPC call (a GET query or a JSON POST mutation) with `Authorization: Bearer <key>`. */
export async function callWithKey(
  base: string,
  key: string,
  path: string,
  input?: unknown,
  kind: 'query' | 'mutation' = 'query',
): Promise<Answer> {
  const url = `${base}/api/trpc/${path}`;
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  const res =
    kind === 'mutation'
      ? await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(input ?? {}),
        })
      : await fetch(
          input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify(input))}`,
          { headers },
        );
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Answer['body'], text };
}

export const appCodeOf = (a: Answer) => a.body.error?.data?.appCode;

/** A new key of the sales head's: its id and the key itself. */
export async function newKey(
  db: Db,
  role: 'ROLE_MANAGER' | 'ROLE_REALTOR' | 'ROLE_READ_ONLY' = 'ROLE_MANAGER',
  name = `key ${Math.random().toString(36).slice(2, 8)}`,
  expires_at?: string,
) {
  const head = await callerAs(db, 'head');
  const made = await head.apiKeys.create({ name, role, ...(expires_at ? { expires_at } : {}) });
  return { id: made.item.id, key: made.key, name, head };
}

export const UNITS_PAGE = {
  filter: { filters: [] },
  pagination: { page: 1, limit: 1, order_by: 'id', direction: 'asc' },
};

/** A REST call (`/api/v1/<path>`, POST with a JSON body) with the key: status and the error body. */
export async function restWithKey(base: string, key: string, path: string, body: unknown) {
  const res = await fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { appCode?: string; items?: unknown[] };
  return { status: res.status, appCode: json.appCode, body: json };
}
