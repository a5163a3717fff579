/**
 * An `Idempotency-Key` per submitted form (docs/api.md#idempotency): the same values submitted
 * again (a double click, a retry after a lost answer) carry the same key, so the server does the
 * work once and answers the repeat with the first answer; other values get a new key (the server
 * would refuse the old one for another body, 422). The tRPC client sends a call whose context holds
 * `idempotencyKey` alone, with the header (components/common/providers.tsx).
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
