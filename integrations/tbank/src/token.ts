import { createHash } from 'node:crypto';
import { sameSignature } from '@app/integration-kit';

/**
 * T-Bank's request signature: the root-level scalar fields (nested objects and arrays such as
 * Receipt and DATA left out) plus `Password`, sorted by key, their values concatenated, SHA-256 hex.
 */
export function tbankToken(fields: Record<string, unknown>, password: string): string {
  const pairs = Object.entries({ ...fields, Password: password }).filter(
    ([k, v]) => k !== 'Token' && v !== undefined && v !== null && typeof v !== 'object',
  );
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(pairs.map(([, v]) => String(v)).join(''))
    .digest('hex');
}

/** The fields with their Token added. */
export const signed = <T extends Record<string, unknown>>(fields: T, password: string) => ({
  ...fields,
  Token: tbankToken(fields, password),
});

/** Whether `fields.Token` is the Token of the other fields, compared in constant time. */
export function hasValidToken(fields: Record<string, unknown>, password: string): boolean {
  const given = fields.Token;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(tbankToken(fields, password), 'hex');
  return sameSignature(Buffer.from(given.toLowerCase(), 'hex'), expected);
}
