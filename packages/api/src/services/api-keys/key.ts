import { createHash, randomBytes } from 'node:crypto';
import { sameSignature } from '../../lib/constant-time';

/**
 * An API key: `bk_` + 12 hex characters of public prefix + `_` + 32 random bytes in base64url
 * (43 characters), 59 characters in all. The prefix finds the key's row (a unique index); the
 * secret is 256 bits, so a plain SHA-256 of the whole key is the hash kept at rest (no salt or slow
 * hash needed: nothing to guess from; docs/decisions.md, issue 22).
 */
export const API_KEY_PATTERN = /^(bk_[0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;

/** Is this bearer value shaped like an API key (not a JWT access token)? */
export const looksLikeApiKey = (token: string) => token.startsWith('bk_');

export function newApiKey(): { key: string; prefix: string; hash: string } {
  const prefix = `bk_${randomBytes(6).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The key's public prefix (`bk_…`), or null when the text is not an API key at all. */
export function apiKeyPrefix(key: string): string | null {
  return API_KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** Compared in time that does not depend on where the hashes differ. */
const NO_HASH = Buffer.alloc(32);
export function keyMatches(key: string, storedHash: string | undefined): boolean {
  const given = createHash('sha256').update(key).digest();
  const expected = storedHash ? Buffer.from(storedHash, 'hex') : NO_HASH;
  return sameSignature(given, expected) && storedHash !== undefined;
}
