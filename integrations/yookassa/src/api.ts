import { httpClient, PaymentProviderError, type HttpClient } from '@app/integration-kit';
import { z } from 'zod';
import type { YookassaConfig } from './config';

/** YooKassa's REST API v3 as the connector calls it: Basic auth, JSON, its error body read. */
export const YOOKASSA = 'YOOKASSA';

const amountSchema = z.object({ value: z.string(), currency: z.string().length(3) });

export const paymentSchema = z.object({
  id: z.string().min(1).max(255),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  paid: z.boolean().optional(),
  amount: amountSchema,
  metadata: z.record(z.string(), z.unknown()).nullish(),
  test: z.boolean().optional(),
  confirmation: z.object({ confirmation_url: z.string().optional() }).optional(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
});
export type YookassaPayment = z.infer<typeof paymentSchema>;

export const refundSchema = z.object({
  id: z.string().min(1).max(255),
  payment_id: z.string(),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: amountSchema,
});

const errorSchema = z.object({ code: z.string(), description: z.string().optional() });

export interface YookassaApi {
  call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    idempotencyKey?: string,
  ): Promise<T>;
}

export function yookassaApi(config: YookassaConfig, client?: HttpClient): YookassaApi {
  const http =
    client ??
    httpClient({
      name: YOOKASSA,
      timeoutMs: 10_000,
      retries: 3,
      idempotencyHeader: 'Idempotence-Key',
      // The documented limit is per shop; stay well under it.
      rateLimit: { perSecond: 20, burst: 20 },
    });
  const auth = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;
  return {
    async call(schema, method, path, body, idempotencyKey) {
      let res: Response;
      try {
        res = await http.request(`${config.apiUrl}${path}`, {
          method,
          headers: {
            authorization: auth,
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          idempotencyKey,
        });
      } catch (e) {
        throw new PaymentProviderError(YOOKASSA, 0, 'network', (e as Error).message);
      }
      const text = await res.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON: reported below */
      }
      if (!res.ok) {
        const err = errorSchema.safeParse(json);
        const code = err.success ? err.data.code : 'unreadable';
        const description = err.success ? (err.data.description ?? code) : `HTTP ${res.status}`;
        throw new PaymentProviderError(YOOKASSA, res.status, code, description);
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success)
        throw new PaymentProviderError(
          YOOKASSA,
          502,
          'unreadable',
          'an answer of an unknown shape',
        );
      return parsed.data;
    },
  };
}
