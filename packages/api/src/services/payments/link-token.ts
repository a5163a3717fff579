import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of a payment link (`/pay/<token>`): `<link id>.<key id>.<signature>`, where the
 * signature is HMAC-SHA256 over the link id with the key the key id names. The current key signs;
 * earlier keys still verify the links issued with them (rotation). Pure: keys are passed in.
 */
export interface LinkKeys {
  /** Signs new tokens. */
  current: string;
  /** Verify only. */
  previous: readonly string[];
}

export type TokenCheck =
  { ok: true; linkId: string } | { ok: false; reason: 'MALFORMED' | 'TAMPERED' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CONTEXT = 'payment-link.v1:';

/** A short, public name of a key: the first 6 characters of a hash of it (never the key). */
export const keyId = (key: string) =>
  createHash('sha256').update(`kid:${key}`).digest('base64url').slice(0, 6);

const signature = (key: string, linkId: string) =>
  createHmac('sha256', key)
    .update(CONTEXT + linkId)
    .digest();

export function signLinkToken(linkId: string, keys: LinkKeys): string {
  return `${linkId}.${keyId(keys.current)}.${signature(keys.current, linkId).toString('base64url')}`;
}

/** Checks a token in constant time (for a given key); says only whether it is ours and whole. */
export function verifyLinkToken(token: string, keys: LinkKeys): TokenCheck {
  if (token.length > 200) return { ok: false, reason: 'MALFORMED' };
  const parts = token.split('.');
  const [linkId, kid, sig] = parts;
  if (parts.length !== 3 || !linkId || !kid || !sig || !UUID.test(linkId))
    return { ok: false, reason: 'MALFORMED' };
  const key = [keys.current, ...keys.previous].find((k) => keyId(k) === kid);
  if (!key) return { ok: false, reason: 'TAMPERED' };
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(key, linkId);
  // Only the canonical encoding: base64url decoding ignores the last character's spare bits, so
  // without this one token would have several spellings that all verify.
  if (given.toString('base64url') !== sig) return { ok: false, reason: 'TAMPERED' };
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'TAMPERED' };
  return { ok: true, linkId };
}
