import {
  crmHttpError,
  crmRateLimit,
  crmRequest,
  crmUnreadable,
  httpClient,
} from '@app/integration-kit';
import { z } from 'zod';
import type { AmoCrmConfig } from './config';

/** amoCRM's API v4 as the connector calls it: Bearer token, JSON in, hal+json / problem+json out. */
export const AMOCRM = 'AMOCRM';

export interface AmoCrmDeps {
  fetch?: typeof fetch;
  /** Deadline of one call. Default 10 s. */
  timeoutMs?: number;
}

export type AmoCall = <T>(
  schema: z.ZodType<T>,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
) => Promise<T>;

export function amoApi(config: AmoCrmConfig, deps: AmoCrmDeps = {}): AmoCall {
  const http = httpClient({
    name: AMOCRM,
    timeoutMs: deps.timeoutMs ?? 10_000,
    retries: 0,
    rateLimit: crmRateLimit(config.ratePerSecond),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const secrets = [config.token, config.webhookSecret];
  return async (schema, method, path, body) => {
    const what = `${method} ${path.replace(/\d+/g, '{id}')}`;
    const answer = await crmRequest(
      http,
      `${config.baseUrl}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${config.token}`,
          accept: 'application/hal+json, application/problem+json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      what,
    );
    if (answer.status < 200 || answer.status >= 300)
      throw crmHttpError(AMOCRM, what, answer, secrets);
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) throw crmUnreadable(AMOCRM, what, answer, secrets);
    return parsed.data;
  };
}

const id = z.number().int().positive();

export const accountSchema = z.object({ id, name: z.string(), subdomain: z.string() });

export const pipelinesSchema = z.object({
  _embedded: z.object({
    pipelines: z.array(
      z.object({
        id,
        name: z.string(),
        sort: z.number().optional(),
        is_archive: z.boolean().optional(),
        _embedded: z.object({
          statuses: z.array(z.object({ id, name: z.string(), sort: z.number().optional() })),
        }),
      }),
    ),
  }),
});

export const createdLeadsSchema = z.object({
  _embedded: z.object({ leads: z.array(z.object({ id })).min(1) }),
});

export const updatedLeadSchema = z.object({ id });

export const createdNotesSchema = z.object({
  _embedded: z.object({ notes: z.array(z.object({ id })).min(1) }),
});
