import { httpClient, PaymentProviderError, type HttpClient } from '@app/integration-kit';
import { z } from 'zod';
import type { TbankConfig } from './config';
import { signed } from './token';

/**
 * T-Bank's internet acquiring API v2 as the connector calls it: JSON POSTs signed by Token; a
 * refusal is HTTP 200 with `Success: false` and an `ErrorCode`, read here as an error.
 */
export const TBANK = 'TBANK';

export const STATUSES = [
  'NEW',
  'FORM_SHOWED',
  'AUTHORIZING',
  'AUTHORIZED',
  'CONFIRMING',
  'CONFIRMED',
  'REJECTED',
  'CANCELED',
  'DEADLINE_EXPIRED',
  'REVERSING',
  'REVERSED',
  'PARTIAL_REVERSED',
  'REFUNDING',
  'REFUNDED',
  'PARTIAL_REFUNDED',
] as const;
export type TbankStatus = (typeof STATUSES)[number];

const answerSchema = z.object({
  Success: z.boolean(),
  ErrorCode: z.string(),
  Message: z.string().optional(),
  Details: z.string().optional(),
});

export const stateSchema = z.object({
  Status: z.enum(STATUSES),
  PaymentId: z.coerce.string(),
  OrderId: z.string().optional(),
  Amount: z.number().int().nonnegative().optional(),
  PaymentURL: z.string().optional(),
});
export type TbankState = z.infer<typeof stateSchema>;

export type TbankApi = (method: string, fields: Record<string, unknown>) => Promise<TbankState>;

export function tbankApi(config: TbankConfig, client?: HttpClient): TbankApi {
  const http =
    client ??
    httpClient({ name: TBANK, timeoutMs: 10_000, retries: 3, rateLimit: { perSecond: 20 } });
  return async (method, fields) => {
    const body = JSON.stringify(
      signed({ TerminalKey: config.terminalKey, ...fields }, config.password),
    );
    let res: Response;
    try {
      // Every call is safe to repeat: Init by its OrderId, Cancel by its ExternalRequestId.
      res = await http.request(`${config.apiUrl}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        idempotencyKey: String(fields.OrderId ?? fields.ExternalRequestId ?? fields.PaymentId),
      });
    } catch (e) {
      throw new PaymentProviderError(TBANK, 0, 'network', (e as Error).message);
    }
    let json: unknown = null;
    try {
      json = await res.json();
    } catch {
      /* reported below */
    }
    const answer = answerSchema.safeParse(json);
    if (!res.ok || !answer.success)
      throw new PaymentProviderError(
        TBANK,
        res.ok ? 502 : res.status,
        'unreadable',
        `${method}: HTTP ${res.status}`,
      );
    if (!answer.data.Success || answer.data.ErrorCode !== '0')
      throw new PaymentProviderError(
        TBANK,
        400,
        answer.data.ErrorCode,
        `${method}: ${answer.data.Message ?? 'refused'}${answer.data.Details ? ` (${answer.data.Details})` : ''}`,
      );
    const state = stateSchema.safeParse(json);
    if (!state.success)
      throw new PaymentProviderError(
        TBANK,
        502,
        'unreadable',
        `${method}: an answer of an unknown shape`,
      );
    return state.data;
  };
}
