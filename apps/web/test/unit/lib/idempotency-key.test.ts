import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf, idempotencyKeys, withIdempotencyKey } from '../../../src/lib/idempotency-key';

describe('a form’s Idempotency-Keys', () => {
  it('keeps the key while the values are the same, and makes a new one when they change', () => {
    let n = 0;
    const keys = idempotencyKeys(() => `k${++n}`);
    const first = keys.keyFor({ unit: 'a', comment: 'x' });
    expect(keys.keyFor({ unit: 'a', comment: 'x' })).toBe(first);
    const changed = keys.keyFor({ unit: 'a', comment: 'y' });
    expect(changed).not.toBe(first);
    // Back to the first values: a new submission, a new key (the old one answered its own).
    expect(keys.keyFor({ unit: 'a', comment: 'x' })).not.toBe(first);
    expect(keys.keyFor({ unit: 'a', comment: 'x' })).toBe('k3');
  });

  it('makes UUIDs by default, and reads the key back from a call’s context', () => {
    const key = idempotencyKeys().keyFor({});
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyKeyOf(withIdempotencyKey(key).context)).toBe(key);
    expect(idempotencyKeyOf({})).toBeNull();
    expect(idempotencyKeyOf({ idempotencyKey: '' })).toBeNull();
  });
});
