import { createHash } from 'node:crypto';

/**
 * The OrderId of a checkout (at most 36 characters): the payment link's id (22 characters of
 * base64url) and 14 of the checkout's idempotency key's hash, so a retried Init re-uses it and a
 * notification names its link without any stored state.
 */
export function orderIdOf(linkId: string, idempotencyKey: string): string {
  const link = Buffer.from(linkId.replace(/-/g, ''), 'hex').toString('base64url');
  const key = createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 14);
  return `${link}${key}`;
}

/** The payment link's id an OrderId names, or null for an OrderId not made by `orderIdOf`. */
export function linkIdOf(orderId: string): string | null {
  if (!/^[\w-]{36}$/.test(orderId)) return null;
  const hex = Buffer.from(orderId.slice(0, 22), 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
