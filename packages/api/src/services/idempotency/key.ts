/**
 * The `Idempotency-Key` header: its form (1..255 printable ASCII characters, docs/api.md#idempotency)
 * and the fingerprint of the request it names (procedure path + canonical input).
 */
import { createHash } from 'node:crypto';
import { badRequest } from '../../errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_FORM = /^[\x20-\x7e]{1,255}$/;

const invalid = (message: string) =>
  badRequest('VALIDATION_ERROR', 'Some fields are not valid', { [IDEMPOTENCY_HEADER]: [message] });

/**
 * The key a mutation carries, or null without the header. A malformed one is 400 (never ignored:
 * a client that believes it is protected must learn it is not). A key on a batch of several calls
 * is refused too: one key names one operation.
 */
export function idempotencyKeyOf(raw: string | null | undefined, calls = 1): string | null {
  if (raw == null) return null;
  if (!KEY_FORM.test(raw)) {
    throw invalid('1 to 255 printable ASCII characters (space to ~)');
  }
  if (calls > 1) {
    throw invalid('Not allowed on a batch of several calls: send the call alone');
  }
  return raw;
}

/** JSON with object keys sorted at every depth (undefined members dropped, as JSON does). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : v,
  );
}

/** sha256 (hex) of the procedure's path and its canonical raw input. */
export function requestHash(path: string, input: unknown): string {
  return createHash('sha256')
    .update(`${path}\n${canonicalJson(input)}`)
    .digest('hex');
}
