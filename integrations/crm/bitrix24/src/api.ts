import {
  crmHttpError,
  crmRateLimit,
  crmRequest,
  crmUnreadable,
  httpClient,
  type CrmFailureKind,
} from '@app/integration-kit';
import { z } from 'zod';
import type { Bitrix24Config } from './config';

/**
 * Bitrix24's REST as the connector calls it: POST JSON to `<webhook><method>.json`, `result` or
 * `{ error, error_description }`; the error code decides the kind before the HTTP status does.
 */
export const BITRIX24 = 'BITRIX24';

export interface Bitrix24Deps {
  fetch?: typeof fetch;
  /** Deadline of one call. Default 10 s. */
  timeoutMs?: number;
}

const RETRY_CODES = new Set([
  'QUERY_LIMIT_EXCEEDED',
  'OPERATION_TIME_LIMIT',
  'INTERNAL_SERVER_ERROR',
  'ERROR_UNEXPECTED_ANSWER',
]);
// ERROR_METHOD_NOT_FOUND: the methods called here exist, so it means the webhook lacks the crm scope.
const AUTH_CODES = new Set([
  'ERROR_METHOD_NOT_FOUND',
  'expired_token',
  'invalid_token',
  'NO_AUTH_FOUND',
  'INVALID_CREDENTIALS',
  'insufficient_scope',
  'user_access_error',
  'OVERLOAD_LIMIT',
  'PORTAL_DELETED',
  'INVALID_REQUEST',
]);

const errorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** The kind of a Bitrix24 error: its code first (503 QUERY_LIMIT_EXCEEDED, 401 expired_token). */
export function bitrixFailureKind(status: number, code: string | null): CrmFailureKind | undefined {
  if (code !== null && RETRY_CODES.has(code)) return 'RETRY';
  if (code !== null && AUTH_CODES.has(code)) return 'AUTH';
  if (code === 'ACCESS_DENIED' && status === 401) return 'AUTH';
  return status >= 200 && status < 300 ? 'REJECTED' : undefined;
}

export type BitrixCall = <T>(
  schema: z.ZodType<T>,
  method: string,
  params?: Record<string, unknown>,
) => Promise<T>;

export function bitrixApi(config: Bitrix24Config, deps: Bitrix24Deps = {}): BitrixCall {
  const http = httpClient({
    name: BITRIX24,
    timeoutMs: deps.timeoutMs ?? 10_000,
    retries: 0,
    rateLimit: crmRateLimit(config.ratePerSecond),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  // The webhook's key (its path) is the credential: never in an error.
  const key = new URL(config.webhookUrl).pathname.split('/')[3] ?? '';
  const secrets = [key, config.applicationToken];
  return async (schema, method, params = {}) => {
    const answer = await crmRequest(
      http,
      `${config.webhookUrl}${method}.json`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(params),
      },
      method,
    );
    const error = errorSchema.safeParse(answer.json);
    const ok = answer.status >= 200 && answer.status < 300;
    if (!ok || error.success) {
      const code = error.success && error.data.error !== '' ? error.data.error : null;
      throw crmHttpError(BITRIX24, method, answer, secrets, bitrixFailureKind(answer.status, code));
    }
    const parsed = z.object({ result: schema }).safeParse(answer.json);
    if (!parsed.success) throw crmUnreadable(BITRIX24, method, answer, secrets);
    return parsed.data.result;
  };
}

const id = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String);

export const profileSchema = z.object({
  ID: id,
  NAME: z.string().nullish(),
  LAST_NAME: z.string().nullish(),
});
export const categorySchema = z.object({ ID: id, NAME: z.string(), SORT: id.optional() });
export const stageSchema = z.object({
  STATUS_ID: z.string(),
  NAME: z.string(),
  SORT: id.optional(),
});
export const dealSchema = z.object({
  ID: id,
  STAGE_ID: z.string(),
  CATEGORY_ID: id.nullish(),
});
export const idSchema = id;
