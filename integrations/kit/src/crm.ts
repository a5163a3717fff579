import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { retryAfterMs, type HttpClient, type HttpRequest } from './http';

/**
 * The CRM-connector contract (amoCRM, Bitrix24): one outbox row's push to the CRM, the CRM's
 * pipelines for the stage mapping, and its incoming webhook read as stage events. The app owns
 * the outbox (order, retries, backoff); a connector makes one attempt and says how it failed.
 */
export const CRM_PROVIDER_NAMES = ['AMOCRM', 'BITRIX24'] as const;
export type CrmProviderName = (typeof CRM_PROVIDER_NAMES)[number];

/** amoCRM: the status id as a decimal string; Bitrix24: the STAGE_ID (`NEW`, `C1:WON`). */
export interface CrmStatus {
  id: string;
  name: string;
}

/** amoCRM: a pipeline; Bitrix24: a deal category ('0' = the default one). */
export interface CrmPipeline {
  id: string;
  name: string;
  statuses: CrmStatus[];
}

/** One outbox row's push: create the deal if dealId is null, else update it; then add the note. */
export interface CrmPush {
  dealId: string | null;
  /** amoCRM pipeline_id / Bitrix24 CATEGORY_ID (Bitrix24: on create only). */
  pipelineId: string | null;
  /** The status mapped to the booking's stage; null leaves the stage as it is. */
  stageId: string | null;
  /** e.g. "Бронь №1000 · A-1-101". */
  title: string;
  /** The booking's price.total in rubles, "9852230.50": amoCRM gets whole rubles (half up), Bitrix24 the decimal. */
  priceTotal: string;
  /** The note (amoCRM) or timeline comment (Bitrix24). */
  note: string;
  /** The outbox row's id (neither CRM deduplicates by it: sent as a reference only). */
  idempotencyKey: string;
}

export type CrmFailureKind = 'RETRY' | 'AUTH' | 'REJECTED';

/**
 * What every call throws. RETRY: 429, 5xx, Bitrix24 QUERY_LIMIT_EXCEEDED, a timeout or a network
 * error (retryAfterMs from Retry-After when given). AUTH: 401/403 or Bitrix24's expired or
 * invalid credentials (the outbox waits for a new token). REJECTED: any other 4xx or an answer
 * of an unknown shape (the row fails with the CRM's answer).
 */
export class CrmError extends Error {
  readonly kind: CrmFailureKind;
  readonly status?: number;
  readonly retryAfterMs?: number;
  /** The CRM's answer, at most 500 characters, secrets replaced by `***`. */
  readonly answer?: string;
  /**
   * Set when the push created the deal and a later step (the note) failed: keep it as the
   * booking's deal, so the retry updates that deal instead of creating a second one.
   */
  readonly dealId?: string;

  constructor(
    kind: CrmFailureKind,
    message: string,
    extra: { status?: number; retryAfterMs?: number; answer?: string; dealId?: string } = {},
  ) {
    super(message);
    this.name = 'CrmError';
    this.kind = kind;
    if (extra.status !== undefined) this.status = extra.status;
    if (extra.retryAfterMs !== undefined) this.retryAfterMs = extra.retryAfterMs;
    if (extra.answer !== undefined) this.answer = extra.answer;
    if (extra.dealId !== undefined) this.dealId = extra.dealId;
  }

  /** The same failure, naming the deal the push had created before it. */
  withDeal(dealId: string): CrmError {
    return new CrmError(this.kind, this.message, {
      dealId,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.retryAfterMs === undefined ? {} : { retryAfterMs: this.retryAfterMs }),
      ...(this.answer === undefined ? {} : { answer: this.answer }),
    });
  }
}

/** A lead/deal moved in the CRM, as the incoming webhook (authenticated, read back) says. */
export interface CrmStageEvent {
  dealId: string;
  stageId: string;
  pipelineId: string | null;
  /** For dedupe: `${dealId}:${stageId}`. */
  eventKey: string;
}

export type CrmIncomingCheck =
  | { ok: true; events: CrmStageEvent[] }
  | { ok: false; outcome: 'UNAUTHENTIC' | 'MALFORMED'; detail: string };

/** The incoming webhook: the secret from its path (amoCRM) and its form-encoded body. */
export interface CrmIncoming {
  pathSecret: string | null;
  form: URLSearchParams;
}

export interface CrmConnector {
  readonly name: CrmProviderName;
  /** Validates the credentials with a real call; returns something to show (account, portal). */
  check(): Promise<{ account: string }>;
  pipelines(): Promise<CrmPipeline[]>;
  push(p: CrmPush): Promise<{ dealId: string }>;
  /**
   * amoCRM: the path secret compared in constant time, `leads[status][i][…]` read. Bitrix24:
   * `auth[application_token]` compared in constant time, ONCRMDEALUPDATE, the deal read back.
   */
  authenticateIncoming(req: CrmIncoming): Promise<CrmIncomingCheck>;
}

/** Whether a presented secret equals the expected one, in time independent of both. */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return (
    typeof given === 'string' &&
    timingSafeEqual(digest(given), digest(expected)) &&
    expected.length > 0
  );
}

/** The CRM's answer fit for an error: secrets replaced, at most 500 characters. */
export function crmAnswer(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join('***');
  return out.length > 500 ? `${out.slice(0, 499)}…` : out;
}

/** RETRY for 429 and 5xx, AUTH for 401/403, REJECTED for anything else that is not 2xx. */
export const failureKindOf = (status: number): CrmFailureKind =>
  status === 429 || status >= 500
    ? 'RETRY'
    : status === 401 || status === 403
      ? 'AUTH'
      : 'REJECTED';

export interface CrmAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body as JSON, undefined when it is not JSON. */
  json: unknown;
}

/**
 * One HTTP call of a connector through the kit's client (its token bucket and deadline), never
 * retried here. A timeout or network failure throws RETRY; any answer is returned to classify.
 */
export async function crmRequest(
  http: HttpClient,
  url: string,
  req: HttpRequest,
  what: string,
): Promise<CrmAnswer> {
  let res: Response;
  try {
    res = await http.request(url, { ...req, retries: 0, redirect: 'manual' });
  } catch (e) {
    const err = e as Error;
    const timedOut = err.name === 'TimeoutError' || err.name === 'AbortError';
    throw new CrmError(
      'RETRY',
      `${http.name} ${what}: ${timedOut ? 'timed out' : 'network error'}`,
      {
        answer: timedOut ? 'timeout' : err.message.slice(0, 200),
      },
    );
  }
  const text = await res.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** The CrmError for a non-2xx answer, its kind by status unless the connector knows better. */
export function crmHttpError(
  provider: string,
  what: string,
  a: CrmAnswer,
  secrets: readonly string[],
  kind: CrmFailureKind = failureKindOf(a.status),
): CrmError {
  const after = retryAfterMs(a.headers.get('retry-after'));
  return new CrmError(kind, `${provider} ${what}: HTTP ${a.status}`, {
    status: a.status,
    answer: crmAnswer(a.text || `HTTP ${a.status}`, secrets),
    ...(kind === 'RETRY' && after !== null ? { retryAfterMs: after } : {}),
  });
}

/** An answer of an unknown shape (a 2xx the connector cannot read): the row fails with it. */
export const crmUnreadable = (
  provider: string,
  what: string,
  a: CrmAnswer,
  secrets: readonly string[],
) =>
  new CrmError('REJECTED', `${provider} ${what}: an answer of an unknown shape`, {
    status: a.status,
    answer: crmAnswer(a.text, secrets),
  });

/**
 * The token bucket of a connector's client: one call at a time at 90 % of the configured rate, so
 * that the CRM, counting arrivals by its own clock, never sees more than the rate in a second
 * whatever the network and timers add or take between calls.
 */
export const crmRateLimit = (perSecond: number) => ({ perSecond: perSecond * 0.9, burst: 1 });

/** A decimal amount of rubles as the contract carries it ("9852230.50"). */
export const CRM_PRICE = /^\d{1,13}(\.\d{1,2})?$/;

export type ConfigResult<T> =
  { ok: true; config: T } | { ok: false; missing: string[]; invalid: string[] };

/**
 * A connector's configuration from env-like values: `names` maps each field to its variable. An
 * unset or blank variable is missing when `required`, otherwise its default applies.
 */
export function configFromVariables<S extends z.ZodObject>(
  schema: S,
  names: Record<keyof z.input<S> & string, string>,
  required: readonly (keyof z.input<S> & string)[],
  env: Record<string, string | undefined>,
): ConfigResult<z.output<S>> {
  const fields = Object.keys(names) as (keyof z.input<S> & string)[];
  const value = (k: keyof z.input<S> & string) => {
    const v = env[names[k]]?.trim();
    return v === '' ? undefined : v;
  };
  const missing: string[] = required.filter((k) => value(k) === undefined).map((k) => names[k]);
  const parsed = schema.safeParse(Object.fromEntries(fields.map((k) => [k, value(k)])));
  if (parsed.success) return { ok: true, config: parsed.data };
  const invalid = parsed.error.issues
    .map((i) => ({
      name: names[String(i.path[0]) as keyof z.input<S> & string],
      message: i.message,
    }))
    .filter((i) => !missing.includes(i.name))
    .map((i) => `${i.name}: ${i.message}`);
  return { ok: false, missing, invalid };
}
