import { createHash, createHmac } from 'node:crypto';
import { isUuid } from '@app/validators';
import { sameSignature } from './constant-time';

/**
 * A signed token for a public link: `<record id>.<key id>.<signature>`, where the signature is
 * HMAC-SHA256 over `context + id` with the key the key id names. The current key signs; earlier
 * keys still verify the tokens issued with them (rotation). The context keeps the purposes apart:
 * a payment link's token never verifies as a document's, even under the same key. Pure: the keys
 * are passed in. Used by the payment links (`/pay/<token>`) and the offers' public links
 * (`/o/<token>`), which are peers and share it from here.
 */
export interface LinkKeys {
  /** Signs new tokens. */
  current: string;
  /** Verify only. */
  previous: readonly string[];
}

export type SignedTokenCheck =
  { ok: true; id: string } | { ok: false; reason: 'MALFORMED' | 'TAMPERED' };

/** A short, public name of a key: the first 6 characters of a hash of it (never the key). */
export const keyId = (key: string) =>
  createHash('sha256').update(`kid:${key}`).digest('base64url').slice(0, 6);

const signature = (key: string, context: string, id: string) =>
  createHmac('sha256', key)
    .update(context + id)
    .digest();

/** A comma-separated list of keys from the configuration, blanks dropped. */
export const keyList = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function signToken(id: string, keys: LinkKeys, context: string): string {
  return `${id}.${keyId(keys.current)}.${signature(keys.current, context, id).toString('base64url')}`;
}

/** Checks a token in constant time (for a given key); says only whether it is ours and whole. */
export function verifyToken(token: string, keys: LinkKeys, context: string): SignedTokenCheck {
  if (token.length > 200) return { ok: false, reason: 'MALFORMED' };
  const parts = token.split('.');
  const [id, kid, sig] = parts;
  if (parts.length !== 3 || !id || !kid || !sig || !isUuid(id))
    return { ok: false, reason: 'MALFORMED' };
  const key = [keys.current, ...keys.previous].find((k) => keyId(k) === kid);
  if (!key) return { ok: false, reason: 'TAMPERED' };
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(key, context, id);
  // Only the canonical encoding: base64url decoding ignores the last character's spare bits, so
  // without this one token would have several spellings that all verify.
  if (given.toString('base64url') !== sig) return { ok: false, reason: 'TAMPERED' };
  if (!sameSignature(given, expected)) return { ok: false, reason: 'TAMPERED' };
  return { ok: true, id };
}
