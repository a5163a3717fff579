/**
 * An `Idempotency-Key` per submitted form (docs/api.md#idempotency): the same values again (a
 * double click, a retry) carry the same key, other values a new one (the server refuses an old key
 * for another body, 422). The tRPC client sends it as the header (components/common/providers.tsx).
 */
import { useRef } from 'react';

export interface IdempotencyKeys {
  /** The key for submitting `values`: the last one while they are unchanged, else a new one. */
  keyFor(values: unknown): string;
}

export function idempotencyKeys(newKey: () => string = () => crypto.randomUUID()): IdempotencyKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(values) {
      const body = JSON.stringify(values ?? null);
      if (last?.body !== body) last = { body, key: newKey() };
      return last.key;
    },
  };
}

/** One form's keys, for as long as the form is mounted. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const ref = useRef<IdempotencyKeys | null>(null);
  ref.current ??= idempotencyKeys();
  return ref.current;
}

/** The call context that makes the client send `Idempotency-Key`. */
export const withIdempotencyKey = (key: string) => ({ context: { idempotencyKey: key } });

/** The key a call's context carries, if any. */
export function idempotencyKeyOf(context: Record<string, unknown>): string | null {
  const key = context.idempotencyKey;
  return typeof key === 'string' && key.length > 0 ? key : null;
}
