import { createHmac } from 'node:crypto';
import { sameSignature } from '@app/integration-kit';

/**
 * Webhook signatures, Stripe-style: header `t=<unix seconds>,v1=<hex>[,v1=<hex>...]`, each `v1`
 * an HMAC-SHA256 over `<t>.<raw body>` with one of the endpoint's secrets. Several `v1` values
 * (one per secret) let a sender and a receiver rotate keys without a gap; the timestamp must be
 * within `toleranceSeconds` of now, so a captured request cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'webhook-signature';
export const DEFAULT_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: Uint8Array | string) =>
  createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof body === 'string' ? body : Buffer.from(body))
    .digest();

/** The header value for `body`, signed with every secret given. */
export function signWebhook(
  body: Uint8Array | string,
  secrets: readonly string[],
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return [
    `t=${timestamp}`,
    ...secrets.map((s) => `v1=${hmac(s, timestamp, body).toString('hex')}`),
  ].join(',');
}

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'MISSING' | 'MALFORMED' | 'TOO_OLD' | 'MISMATCH' };

export function verifyWebhookSignature(
  header: string | null,
  body: Uint8Array,
  secrets: readonly string[],
  opts: { now?: number; toleranceSeconds?: number } = {},
): SignatureCheck {
  if (!header) return { ok: false, reason: 'MISSING' };
  const pairs = header.split(',').map((p) => p.trim().split('=') as [string, string | undefined]);
  const t = pairs.find(([k]) => k === 't')?.[1];
  const candidates = pairs
    .filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/i.test(v))
    .map(([, v]) => Buffer.from(v as string, 'hex'));
  if (!t || !/^\d{1,12}$/.test(t) || candidates.length === 0 || candidates.length > 10)
    return { ok: false, reason: 'MALFORMED' };
  const timestamp = Number(t);
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS))
    return { ok: false, reason: 'TOO_OLD' };
  for (const secret of secrets) {
    const expected = hmac(secret, timestamp, body);
    if (candidates.some((c) => sameSignature(c, expected))) return { ok: true, timestamp };
  }
  return { ok: false, reason: 'MISMATCH' };
}
